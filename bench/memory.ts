import { ApiClient } from '../tests/reliability/support/http-client';
import { runLoad } from '../tests/reliability/support/load';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';

export interface MemoryFigures {
  database: 'pglite' | 'postgres';
  /** Resident set size of the server process, MiB. */
  afterStartMiB: number;
  afterBurstMiB: number;
  burstRequests: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** RSS of the server process right after it starts (on a seeded database) and after a burst of user info, menu and member list calls. */
async function measure(
  database: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  burst: number,
): Promise<MemoryFigures> {
  const dataDir = scratchDir(`party-bench-mem-${database}-`);
  // The first start creates and seeds the database; memory is measured on the start after it.
  const first = await startServer({ dataDir, databaseUrl });
  await first.stop();
  const server = await startServer({ dataDir, databaseUrl });
  const client = new ApiClient(server.base, { maxSockets: 50, timeoutMs: 30_000 });
  try {
    await sleep(2000);
    const afterStart = server.rssKiB();
    const token = await client.token('admin');
    const calls: [string, unknown][] = [
      ['/api/auth/getUserInfo', {}],
      ['/api/menu/get', {}],
      ['/api/member/list', { pageCurrent: 1, pageSize: 20, filters: {} }],
    ];
    const f = await runLoad({
      total: burst,
      connections: 50,
      step: (i) => ({
        weight: 1,
        run: async () => {
          const [url, payload] = calls[i % calls.length];
          const r = await client.call(url, payload, { token });
          return r.status === 200 ? null : `${url} ${r.status}`;
        },
      }),
    });
    if (f.errors.length || f.timeouts)
      throw new Error(`memory burst on ${database}: ${f.errors.length} errors, ${f.timeouts} time-outs`);
    await sleep(2000);
    const afterBurst = server.rssKiB();
    return {
      database,
      afterStartMiB: Math.round(afterStart / 1024),
      afterBurstMiB: Math.round(afterBurst / 1024),
      burstRequests: f.requests,
    };
  } finally {
    client.close();
    await server.stop();
    removeScratch(dataDir);
  }
}

/** The server's memory on PGlite and on PostgreSQL (a fresh database on `postgresUrl`'s server). */
export async function runMemoryBench(postgresUrl: string, burst = 5000): Promise<MemoryFigures[]> {
  const out = [await measure('pglite', undefined, burst)];
  const db = await freshPostgresDatabase(postgresUrl, 'bench_mem');
  try {
    out.push(await measure('postgres', db.url, burst));
  } finally {
    await db.drop();
  }
  return out;
}
