import { ApiClient } from '../tests/reliability/support/http-client';
import { runLoad, type LoadStep } from '../tests/reliability/support/load';
import { freshPostgresDatabase, removeScratch, scratchDir, startServer } from '../tests/reliability/support/server-process';
import { percentile } from './stats';

export interface RouteFigures {
  route: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Throughput as a share of the bare JSON route's in the same run. */
  ratio: number;
}

export interface ApiThroughputFigures {
  connections: number;
  database: 'pglite' | 'postgres';
  routes: RouteFigures[];
}

/**
 * The server process on PGlite (scratch directory), or on PostgreSQL when `databaseUrl` is given,
 * driven over loopback at 50 connections:
 * throughput and client-side p50/p99 of the bare JSON route (GET /healthz), user info and the
 * member list (both through the envelope cipher), each a fixed number of requests after a warm-up.
 */
export async function runApiThroughputBench(opts: { connections?: number; requests?: number; databaseUrl?: string } = {}): Promise<ApiThroughputFigures> {
  const connections = opts.connections ?? 50;
  const requests = opts.requests ?? 4000;
  const dataDir = scratchDir('party-bench-api-');
  const server = await startServer({ dataDir, databaseUrl: opts.databaseUrl });
  const client = new ApiClient(server.base, { maxSockets: connections, timeoutMs: 30_000 });
  try {
    const admin = await client.token('admin');
    const secretary = await client.token('secretary1');
    const bare: LoadStep = async () => {
      const r = await client.request('GET', '/healthz');
      return r.status === 200 ? null : `healthz ${r.status}`;
    };
    const userInfo: LoadStep = async () => {
      const r = await client.call('/api/auth/getUserInfo', {}, { token: admin });
      return r.status === 200 ? null : `getUserInfo ${r.status}`;
    };
    let n = 0;
    const memberList: LoadStep = async () => {
      const i = n++;
      const r = await client.call(
        '/api/member/list',
        { pageCurrent: 1 + (i % 5), pageSize: 20, filters: i % 2 ? { memberType: '2' } : {}, sort: { field: 'joinedOn', order: 'desc' } },
        { token: i % 2 ? admin : secretary },
      );
      return r.status === 200 ? null : `member list ${r.status}`;
    };
    const routes: [string, LoadStep][] = [
      ['GET /healthz (bare JSON)', bare],
      ['POST /api/auth/getUserInfo', userInfo],
      ['POST /api/member/list', memberList],
    ];
    const out: RouteFigures[] = [];
    for (const [route, run] of routes) {
      await runLoad({ total: Math.min(500, requests), connections, step: () => ({ weight: 1, run }) });
      const f = await runLoad({ total: requests, connections, step: () => ({ weight: 1, run }) });
      if (f.errors.length || f.timeouts) throw new Error(`${route}: ${f.errors.length} errors, ${f.timeouts} time-outs: ${f.errors.slice(0, 3).join('; ')}`);
      out.push({
        route,
        requests: f.requests,
        perSecond: Math.round(f.perSecond),
        p50Ms: percentile(f.latencies, 50),
        p99Ms: percentile(f.latencies, 99),
        ratio: 0,
      });
    }
    for (const r of out) r.ratio = Math.round((r.perSecond / out[0].perSecond) * 100) / 100;
    return { connections, database: opts.databaseUrl ? 'postgres' : 'pglite', routes: out };
  } finally {
    client.close();
    await server.stop();
    removeScratch(dataDir);
  }
}

/** The same on PostgreSQL, in a fresh database on `postgresUrl`'s server. */
export async function runApiThroughputBenchOnPostgres(postgresUrl: string, opts: { connections?: number; requests?: number } = {}): Promise<ApiThroughputFigures> {
  const db = await freshPostgresDatabase(postgresUrl, 'bench_api');
  try {
    return await runApiThroughputBench({ ...opts, databaseUrl: db.url });
  } finally {
    await db.drop();
  }
}
