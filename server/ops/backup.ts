import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from '../db/lock';

/**
 * Backup and restore of either database. PostgreSQL: pg_dump's custom format, restored with
 * pg_restore into an empty database. PGlite: its data directory as a gzip tarball, taken while no
 * server holds the directory (the lock says so), restored into a new, empty directory.
 */
export async function backup(opts: { databaseUrl?: string; dataDir?: string; file: string }): Promise<void> {
  if (opts.databaseUrl) {
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${opts.file}`, opts.databaseUrl], {
      stdio: 'inherit',
    });
    return;
  }
  const dir = requireDir(opts.dataDir);
  const unlock = lockDataDir(dir);
  try {
    const db = new PGlite(path.join(dir, 'pglite'));
    await db.waitReady;
    // PGlite's own gzip stalls on larger directories; Node's zlib compresses the plain tarball instead.
    const blob = await db.dumpDataDir('none');
    await db.close();
    fs.writeFileSync(opts.file, zlib.gzipSync(Buffer.from(await blob.arrayBuffer())));
  } finally {
    unlock();
  }
}

export async function restore(opts: { databaseUrl?: string; dataDir?: string; file: string }): Promise<void> {
  if (!fs.existsSync(opts.file)) throw new Error(`no backup file ${opts.file}`);
  if (opts.databaseUrl) {
    if ((await tableCount(opts.databaseUrl)) > 0)
      throw new Error('the target database is not empty: restore only into a new, empty database');
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${opts.databaseUrl}`, opts.file], {
      stdio: 'inherit',
    });
    return;
  }
  const dir = requireDir(opts.dataDir);
  if (fs.existsSync(path.join(dir, 'pglite')))
    throw new Error(`${dir} already holds a database: restore only into a new directory`);
  fs.mkdirSync(dir, { recursive: true });
  const db = new PGlite(path.join(dir, 'pglite'), {
    loadDataDir: new Blob([zlib.gunzipSync(fs.readFileSync(opts.file))]),
  });
  await db.waitReady;
  await db.close();
}

async function tableCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

function requireDir(dir: string | undefined): string {
  if (!dir) throw new Error('DATA_DIR is needed for the embedded database');
  return path.resolve(dir);
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table's row count and a digest of its rows: equal fingerprints, equal data. */
export async function fingerprint(query: Query): Promise<Record<string, string>> {
  const tables = await query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables) {
    const [row] = await query(
      `SELECT count(*)::text AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS h FROM "${table_name}" t`,
    );
    out[String(table_name)] = `${row.n}:${row.h}`;
  }
  return out;
}

export async function fingerprintOf(opts: { databaseUrl?: string; dataDir?: string }): Promise<Record<string, string>> {
  if (opts.databaseUrl) {
    const c = new pg.Client({ connectionString: opts.databaseUrl });
    await c.connect();
    try {
      return await fingerprint(async (q) => (await c.query(q)).rows);
    } finally {
      await c.end();
    }
  }
  const db = new PGlite(path.join(requireDir(opts.dataDir), 'pglite'));
  await db.waitReady;
  try {
    return await fingerprint(async (q) => (await db.query<Record<string, unknown>>(q)).rows);
  } finally {
    await db.close();
  }
}
