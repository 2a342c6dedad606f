import { ApiClient } from '../tests/reliability/support/http-client';
import { encryptText } from '../src/contract/cipher';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';
import { runWrk, type WrkFigures, type WrkRequest } from './wrk';

const ROUNDS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export interface RouteFigures {
  route: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Throughput as a share of the bare JSON route's in the same round (median of the rounds). */
  ratio: number;
}

export interface ApiThroughputFigures {
  connections: number;
  database: 'pglite' | 'postgres';
  routes: RouteFigures[];
}

/**
 * The server process on PGlite (scratch directory), or on PostgreSQL when `databaseUrl` is given,
 * driven over loopback by wrk (bench/wrk.ts) at 50 connections, in alternating rounds after a warm-up:
 * throughput and p50/p99 of the bare JSON route (GET /healthz), user info and the member list
 * (both through the envelope cipher, bodies encrypted once beforehand as the cipher is
 * deterministic). Each encrypted call is checked once through the Node client before it is loaded.
 */
export async function runApiThroughputBench(
  opts: {
    connections?: number;
    seconds?: number;
    databaseUrl?: string;
    env?: Record<string, string>;
    execArgv?: string[];
  } = {},
): Promise<ApiThroughputFigures> {
  const connections = opts.connections ?? 50;
  /** Measured seconds per route, over all rounds. */
  const seconds = opts.seconds ?? 12;
  const dataDir = scratchDir('party-bench-api-');
  const server = await startServer({ dataDir, databaseUrl: opts.databaseUrl, env: opts.env, execArgv: opts.execArgv });
  const client = new ApiClient(server.base, { maxSockets: 4, timeoutMs: 30_000 });
  try {
    const admin = await client.token('admin');
    const secretary = await client.token('secretary1');
    const call = (path: string, payload: unknown, token: string): WrkRequest => ({
      method: 'POST',
      path,
      headers: { 'Content-Type': 'application/json;charset=UTF-8', Authorization: token },
      body: encryptText(JSON.stringify(payload), client.keys),
    });
    const memberList: WrkRequest[] = [];
    for (let i = 0; i < 20; i++) {
      const payload = {
        pageCurrent: 1 + (i % 5),
        pageSize: 20,
        filters: i % 2 ? { memberType: '2' } : {},
        sort: { field: 'joinedOn', order: 'desc' },
      };
      memberList.push(call('/api/member/list', payload, i % 4 < 2 ? admin : secretary));
    }
    const routes: [string, WrkRequest[]][] = [
      ['GET /healthz (bare JSON)', [{ method: 'GET', path: '/healthz' }]],
      ['POST /api/auth/getUserInfo', [call('/api/auth/getUserInfo', {}, admin)]],
      ['POST /api/member/list', memberList],
    ];
    for (const [route, reqs] of routes) await checkOnce(client, route, reqs);
    // Rounds alternate the routes, so that whatever else the machine does at some moment weighs on
    // all of them alike; each figure is the median of its rounds, the p99 the worst round's.
    for (const [, reqs] of routes) await runWrk(server.base, reqs, { connections, seconds: 2 });
    const rounds: WrkFigures[][] = routes.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [route, reqs]] of routes.entries()) {
        const f = await runWrk(server.base, reqs, { connections, seconds: Math.max(1, Math.round(seconds / ROUNDS)) });
        if (f.errors) throw new Error(`${route}: ${f.errors} errors (${f.timeouts} time-outs) under load`);
        rounds[i].push(f);
      }
    }
    const out: RouteFigures[] = routes.map(([route], i) => ({
      route,
      requests: rounds[i].reduce((n, f) => n + f.requests, 0),
      perSecond: Math.round(median(rounds[i].map((f) => f.perSecond))),
      p50Ms: median(rounds[i].map((f) => f.p50Ms)),
      p99Ms: Math.max(...rounds[i].map((f) => f.p99Ms)),
      // Against the bare route of the same round.
      ratio: Math.round(median(rounds[i].map((f, round) => f.perSecond / rounds[0][round].perSecond)) * 100) / 100,
    }));
    return { connections, database: opts.databaseUrl ? 'postgres' : 'pglite', routes: out };
  } finally {
    client.close();
    await server.stop();
    removeScratch(dataDir);
  }
}

/** Each distinct request answers 200 with a successful envelope before it is put under load. */
async function checkOnce(client: ApiClient, route: string, reqs: WrkRequest[]): Promise<void> {
  for (const r of reqs) {
    const raw = await client.request(r.method, r.path, r.body, r.headers);
    if (raw.status !== 200) throw new Error(`${route}: answered ${raw.status}: ${raw.body.slice(0, 200)}`);
    if (r.method === 'POST') {
      const answer = client.open(raw);
      if (answer.envelope.error_code !== 200)
        throw new Error(`${route}: envelope ${JSON.stringify(answer.envelope).slice(0, 200)}`);
    }
  }
}

/** The same on PostgreSQL, in a fresh database on `postgresUrl`'s server. */
export async function runApiThroughputBenchOnPostgres(
  postgresUrl: string,
  opts: { connections?: number; seconds?: number; env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<ApiThroughputFigures> {
  const db = await freshPostgresDatabase(postgresUrl, 'bench_api');
  try {
    return await runApiThroughputBench({ ...opts, databaseUrl: db.url });
  } finally {
    await db.drop();
  }
}
