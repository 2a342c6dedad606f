import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in ms; 0 for a process that is gone. */
export function processCpuMs(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields from the closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU time of the PostgreSQL backends serving one database (the server's pool and its listener), read
 * from /proc: the database's share of the work, which the server process's own figure leaves out.
 */
export async function databaseCpuMs(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.reduce((ms, r) => ms + processCpuMs(r.pid), 0);
  } finally {
    await c.end();
  }
}
