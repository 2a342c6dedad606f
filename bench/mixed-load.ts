import { ENTITIES } from '../src/contract/resource/index';
import { encryptText } from '../src/contract/cipher';
import { findEntityRoutes } from '../src/contract/entity-routes';
import { ApiClient } from '../tests/reliability/support/http-client';
import { menuPaths, type MenuEntry } from '../tests/reliability/support/menu-paths';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';
import { loadSamples } from './samples';
import { runWrk, type WrkFigures, type WrkRequest } from './wrk';
import { databaseCpuMs, processCpuMs } from './process-cpu';

const ROUNDS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Clerks of different organisations: two sibling branches, a company committee, the group. */
const CLERKS = ['secretary1', 'secretary2', 'company1', 'orgdept1'];
/** Drafts made per clerk and entity before the run, each moved once under load. */
const DRAFTS = 120;
/** One request in this many is a write. */
export const WRITE_EVERY = 10;
/** The paced round: each connection waits this long after an answer, as many clerks at their desks do. */
const PAUSE_MS = 100;

export interface MixedLoadFigures {
  database: 'pglite' | 'postgres';
  connections: number;
  reads: number;
  writes: number;
  moves: number;
  perSecond: number;
  bareRoutePerSecond: number;
  ratio: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Share of cached reads answered from memory during the measured rounds. */
  cacheHitRate: number;
  /** What one request of the mix cost on average: statements sent, CPU of the server process (PGlite runs inside it) and of the PostgreSQL backends. */
  statementsPerRequest: number;
  serverCpuMsPerRequest: number;
  databaseCpuMsPerRequest: number | null;
  /** The same mix paced: each connection waits PAUSE_MS after every answer (latencies leave the pause out). */
  paced: { pauseMs: number; perSecond: number; p50Ms: number; p99Ms: number; errors: number };
}

interface Metrics {
  caches: Record<string, { hits: number; misses: number }>;
  statements: number;
}

async function metrics(base: string): Promise<Metrics> {
  const r = await fetch(`${base}/metrics`);
  return (await r.json()) as Metrics;
}

const answersOf = (m: Metrics) => m.caches.answers ?? { hits: 0, misses: 0 };

/** Statements and CPU so far: taken before and after each measured round of the mix. */
async function costs(base: string, pid: number, databaseUrl?: string) {
  return {
    statements: (await metrics(base)).statements,
    serverMs: processCpuMs(pid),
    databaseMs: databaseUrl ? await databaseCpuMs(databaseUrl) : 0,
  };
}

/**
 * A working day's load: 50 connections of signed-in clerks of different organisations, 90% reads (the
 * lists and records of every area their menus hold, user info, menu, dictionary) and 10% writes
 * (creates of the area entities, and workflow moves of drafts made for the run), against the bare
 * route in alternating rounds. Every request is checked once through the Node client first.
 */
export async function runMixedLoadBench(
  opts: {
    databaseUrl?: string;
    seconds?: number;
    connections?: number;
    execArgv?: string[];
    env?: Record<string, string>;
  } = {},
): Promise<MixedLoadFigures> {
  const connections = opts.connections ?? 50;
  const seconds = opts.seconds ?? 12;
  const roundSeconds = Math.max(1, Math.round(seconds / ROUNDS));
  const dataDir = scratchDir('party-bench-mixed-');
  const server = await startServer({ dataDir, databaseUrl: opts.databaseUrl, execArgv: opts.execArgv, env: opts.env });
  const client = new ApiClient(server.base, { maxSockets: 8, timeoutMs: 60_000 });
  const sample = await loadSamples();
  try {
    const reads: WrkRequest[] = [];
    const writes: WrkRequest[] = [];
    const once: WrkRequest[] = [];
    let serial = 0;
    for (const account of CLERKS) {
      const token = await client.token(account);
      const call = (path: string, payload: unknown): WrkRequest => ({
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/json;charset=UTF-8', Authorization: token },
        body: encryptText(JSON.stringify(payload), client.keys),
      });
      const info = (await client.call('/api/auth/getUserInfo', {}, { token })).envelope.data as { orgId: number };
      const menu = new Set(menuPaths((await client.call('/api/menu/get', {}, { token })).envelope.data as MenuEntry[]));
      reads.push(
        call('/api/auth/getUserInfo', {}),
        call('/api/menu/get', {}),
        call('/api/syscode/querySysCodeString', {}),
      );
      const members = (await client.call('/api/member/list', { pageSize: 5 }, { token })).envelope.data?.records ?? [];
      const units = (
        (await client.call('/api/orgauth/queryForList', {}, { token })).envelope as unknown as {
          datas: { id: number; parentId: number | null }[];
        }
      ).datas;
      const own = units.find((u) => u.id === info.orgId);
      const ctx = {
        orgId: info.orgId,
        parentId: own?.parentId ?? info.orgId,
        memberId: members[0]?.id ?? 0,
        otherOrgId: units.find((u) => u.id !== info.orgId)?.id ?? info.orgId,
      };
      for (const def of ENTITIES) {
        const routes = findEntityRoutes(def.name);
        if (!routes || !menu.has(routes.list)) continue;
        for (const page of [1, 2]) {
          const list = await client.call(`/api/${def.name}/list`, { pageCurrent: page, pageSize: 20 }, { token });
          if (list.status !== 200) continue;
          reads.push(call(`/api/${def.name}/list`, { pageCurrent: page, pageSize: 20 }));
          const first = (list.envelope.data?.records ?? [])[0] as { id: number } | undefined;
          if (first && page === 1) reads.push(call(`/api/${def.name}/get`, { id: first.id }));
        }
        const made = sample(def.name, ctx, serial++);
        if (!made || def.name === 'org' || def.name === 'member' || def.readOnly) continue;
        // A create goes into the mix only if the same payload can be sent again and again (no unique field).
        const repeated = sample(def.name, ctx, serial++);
        const probes = [
          await client.call(`/api/${def.name}/save`, repeated, { token }),
          await client.call(`/api/${def.name}/save`, repeated, { token }),
        ];
        if (probes.some((p) => p.status !== 200)) continue;
        writes.push(call(`/api/${def.name}/save`, repeated));
        const first = def.workflow?.moves.find((m) => m.by === 'owner' && m.from.includes(def.workflow!.initial));
        if (!first) continue;
        // A move goes in only if a draft like those of the run can take it (some need more than a sample holds).
        const tried = await client.call(
          `/api/${def.name}/transition`,
          { id: probes[0].envelope.data.id, version: probes[0].envelope.data.version, action: first.action },
          { token },
        );
        if (tried.status !== 200) continue;
        for (let i = 0; i < DRAFTS; i++) {
          const draft = await client.call(`/api/${def.name}/save`, sample(def.name, ctx, serial++), { token });
          if (draft.status === 200)
            once.push(
              call(`/api/${def.name}/transition`, {
                id: draft.envelope.data.id,
                version: draft.envelope.data.version,
                action: first.action,
              }),
            );
        }
      }
    }
    // Reads in an order that mixes clerks and areas, as a day of many desks does.
    reads.sort((a, b) => (a.body ?? '').localeCompare(b.body ?? ''));
    const mix = { reads, writes, writeEvery: WRITE_EVERY };
    const moves = once.length;
    const pacedMoves = once.splice(0, Math.floor(once.length / (ROUNDS + 1)));
    const bare: WrkRequest[] = [{ method: 'GET', path: '/healthz' }];
    await runWrk(server.base, reads, { connections, seconds: 2 });
    const before = answersOf(await metrics(server.base));
    const rounds: { bare: WrkFigures; mixed: WrkFigures }[] = [];
    const spent = { statements: 0, serverMs: 0, databaseMs: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const b = await runWrk(server.base, bare, { connections, seconds: roundSeconds });
      const start = await costs(server.base, server.pid, opts.databaseUrl);
      const m = await runWrk(
        server.base,
        { ...mix, once: once.splice(0, Math.ceil(once.length / (ROUNDS - round))) },
        { connections, seconds: roundSeconds },
      );
      const end = await costs(server.base, server.pid, opts.databaseUrl);
      for (const k of ['statements', 'serverMs', 'databaseMs'] as const) spent[k] += end[k] - start[k];
      rounds.push({ bare: b, mixed: m });
    }
    const after = answersOf(await metrics(server.base));
    const paced = await runWrk(
      server.base,
      { ...mix, once: pacedMoves },
      { connections, seconds: roundSeconds, pauseMs: PAUSE_MS },
    );
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    const requests = rounds.reduce((n, r) => n + r.mixed.requests, 0);
    const per = (x: number) => Math.round((x / requests) * 1000) / 1000;
    return {
      database: opts.databaseUrl ? 'postgres' : 'pglite',
      connections,
      reads: reads.length,
      writes: writes.length,
      moves,
      perSecond: Math.round(median(rounds.map((r) => r.mixed.perSecond))),
      bareRoutePerSecond: Math.round(median(rounds.map((r) => r.bare.perSecond))),
      ratio: Math.round(median(rounds.map((r) => r.mixed.perSecond / r.bare.perSecond)) * 100) / 100,
      p50Ms: median(rounds.map((r) => r.mixed.p50Ms)),
      p99Ms: Math.max(...rounds.map((r) => r.mixed.p99Ms)),
      errors: rounds.reduce((n, r) => n + r.mixed.errors, 0),
      cacheHitRate: hits + misses ? Math.round((hits / (hits + misses)) * 1000) / 1000 : 0,
      statementsPerRequest: per(spent.statements),
      serverCpuMsPerRequest: per(spent.serverMs),
      databaseCpuMsPerRequest: opts.databaseUrl ? per(spent.databaseMs) : null,
      paced: {
        pauseMs: PAUSE_MS,
        perSecond: Math.round(paced.perSecond),
        p50Ms: paced.p50Ms,
        p99Ms: paced.p99Ms,
        errors: paced.errors,
      },
    };
  } finally {
    client.close();
    await server.stop();
    removeScratch(dataDir);
  }
}

export async function runMixedLoadBenchOnPostgres(
  postgresUrl: string,
  opts: { seconds?: number; connections?: number; execArgv?: string[]; env?: Record<string, string> } = {},
): Promise<MixedLoadFigures> {
  const db = await freshPostgresDatabase(postgresUrl, 'bench_mixed');
  try {
    return await runMixedLoadBench({ ...opts, databaseUrl: db.url });
  } finally {
    await db.drop();
  }
}
