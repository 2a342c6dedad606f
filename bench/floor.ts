import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptText } from '../src/contract/cipher';
import { ApiClient } from '../tests/reliability/support/http-client';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';
import { runWrk, type WrkFigures, type WrkRequest } from './wrk';
import pg from 'pg';
import { processCpuMs } from './process-cpu';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** JSON with every object's keys in order: two answers that differ only in the order of their fields read the same. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** The account whose member list is read: a company committee's clerk, who sees its branches' members. */
const ACCOUNT = 'company1';
/** The least share of the floor each read of the app answers. */
export const FLOOR_TARGET = 0.7;

export interface FloorRow {
  call: string;
  floorPerSecond: number;
  appPerSecond: number;
  /** The app's throughput as a share of the floor's, median of the rounds' shares. */
  share: number;
  appP50Ms: number;
  appP99Ms: number;
  floorP50Ms: number;
  /** CPU per request (ms) of the serving process and of the database's backends, over all rounds: robust to a busy machine. */
  appCpuMs: number;
  appDatabaseCpuMs: number;
  floorCpuMs: number;
  floorDatabaseCpuMs: number;
}

export interface FloorFigures {
  connections: number;
  rounds: number;
  secondsPerRound: number;
  rows: FloorRow[];
}

/**
 * CPU so far of each PostgreSQL backend serving the database: a round's share is what the backends
 * alive at its end spent since its start (a pool closes idle connections, whose time then drops out).
 */
async function backendsCpu(databaseUrl: string): Promise<Map<number, number>> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)]));
  } finally {
    await c.end();
  }
}

/** The minimal handler (bench/floor-server.ts) in its own process, on the app's database. */
async function startFloor(
  databaseUrl: string,
  dataDir: string,
): Promise<{ base: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', path.join(HERE, 'floor-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d;
      const m = /floor listening on (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the floor exited (${code}) before it listened:\n${out}`)));
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The read path against its floor on PostgreSQL: the app (read cache off, so that every call goes to
 * the database) and the minimal handler on the same fresh database, both loaded by wrk at 50
 * connections, in alternating rounds (floor list, app list, floor by id, app by id) so that whatever
 * else the machine does weighs on both alike. Reported: the medians, and the app's share of the floor
 * per round, median of the rounds. Both answer the same records before they are loaded.
 */
export async function runFloorBench(
  postgresUrl: string,
  opts: { connections?: number; rounds?: number; seconds?: number; execArgv?: string[] } = {},
): Promise<FloorFigures> {
  const connections = opts.connections ?? 50;
  const rounds = opts.rounds ?? 5;
  const seconds = opts.seconds ?? 3;
  const db = await freshPostgresDatabase(postgresUrl, 'bench_floor');
  const dataDir = scratchDir('party-bench-floor-');
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      dataDir,
      databaseUrl: db.url,
      env: { APP_READ_CACHE: 'off' },
      execArgv: opts.execArgv,
      // Seeding a fresh database takes a while on a busy machine.
      readyTimeoutMs: 300_000,
    });
  } catch (err) {
    removeScratch(dataDir);
    await db.drop();
    throw err;
  }
  const client = new ApiClient(server.base, { maxSockets: 4, timeoutMs: 30_000 });
  let floor: Awaited<ReturnType<typeof startFloor>> | undefined;
  try {
    floor = await startFloor(db.url, dataDir);
    const token = await client.token(ACCOUNT);
    const call = (url: string, payload: unknown): WrkRequest => ({
      method: 'POST',
      path: url,
      headers: { 'Content-Type': 'application/json;charset=UTF-8', Authorization: token },
      body: encryptText(JSON.stringify(payload), client.keys),
    });
    const listPayload = { pageCurrent: 1, pageSize: 20 };
    const list = await client.call('/api/member/list', listPayload, { token });
    const records = (list.envelope.data as { records: { id: number }[]; total: number }).records;
    if (list.status !== 200 || records.length !== 20) throw new Error(`the member list of ${ACCOUNT} is no full page`);
    const id = records[0].id;
    const floorClient = new ApiClient(floor.base, { maxSockets: 4, timeoutMs: 30_000 });
    try {
      // The floor answers what the app does: the same page, the same count, the same record, field for field.
      const floorList = await floorClient.call('/api/member/list', listPayload, { token });
      if (canonical(floorList.envelope) !== canonical(list.envelope))
        throw new Error(
          `the floor and the app answer different member lists:\n${canonical(floorList.envelope)}\n${canonical(list.envelope)}`,
        );
      const floorGet = await floorClient.call('/api/member/get', { id }, { token });
      const appGet = await client.call('/api/member/get', { id }, { token });
      if (appGet.status !== 200 || (appGet.envelope.data as { id: number }).id !== id)
        throw new Error(`the app does not read member ${id}`);
      if (canonical(floorGet.envelope) !== canonical(appGet.envelope))
        throw new Error(
          `the floor and the app read member ${id} differently:\n${canonical(floorGet.envelope)}\n${canonical(appGet.envelope)}`,
        );
    } finally {
      floorClient.close();
    }
    const pairs: [string, WrkRequest[]][] = [
      ['member list, page 1 of 20 (POST /api/member/list)', [call('/api/member/list', listPayload)]],
      ['member by id (POST /api/member/get)', [call('/api/member/get', { id })]],
    ];
    const load = (base: string, reqs: WrkRequest[], s: number) => runWrk(base, reqs, { connections, seconds: s });
    for (const [, reqs] of pairs) {
      await load(floor.base, reqs, 2);
      await load(server.base, reqs, 2);
    }
    const figures = pairs.map(() => ({ floor: [] as WrkFigures[], app: [] as WrkFigures[] }));
    const spent = pairs.map(() => ({ floor: { cpu: 0, db: 0 }, app: { cpu: 0, db: 0 } }));
    const pidOf = { app: server.pid, floor: floor.child.pid! };
    for (let round = 0; round < rounds; round++) {
      for (const [i, [name, reqs]] of pairs.entries()) {
        // Which goes first alternates too: a burst of other work then falls on each side alike.
        const order = round % 2 ? (['app', 'floor'] as const) : (['floor', 'app'] as const);
        for (const side of order) {
          const before = { cpu: processCpuMs(pidOf[side]), db: await backendsCpu(db.url) };
          const f = await load(side === 'app' ? server.base : floor.base, reqs, seconds);
          spent[i][side].cpu += processCpuMs(pidOf[side]) - before.cpu;
          const after = await backendsCpu(db.url);
          for (const [pid, ms] of after) spent[i][side].db += ms - (before.db.get(pid) ?? 0);
          if (f.errors) throw new Error(`${name} on the ${side}: ${f.errors} errors under load`);
          figures[i][side].push(f);
        }
      }
    }
    const rows = pairs.map(([name], i): FloorRow => {
      const { floor: fl, app } = figures[i];
      const per = (ms: number, fs: WrkFigures[]) =>
        Math.round((ms / fs.reduce((n, f) => n + f.requests, 0)) * 1000) / 1000;
      return {
        call: name,
        floorPerSecond: Math.round(median(fl.map((f) => f.perSecond))),
        appPerSecond: Math.round(median(app.map((f) => f.perSecond))),
        share: Math.round(median(app.map((f, r) => f.perSecond / fl[r].perSecond)) * 100) / 100,
        appP50Ms: median(app.map((f) => f.p50Ms)),
        appP99Ms: Math.max(...app.map((f) => f.p99Ms)),
        floorP50Ms: median(fl.map((f) => f.p50Ms)),
        appCpuMs: per(spent[i].app.cpu, app),
        appDatabaseCpuMs: per(spent[i].app.db, app),
        floorCpuMs: per(spent[i].floor.cpu, fl),
        floorDatabaseCpuMs: per(spent[i].floor.db, fl),
      };
    });
    return { connections, rounds, secondsPerRound: seconds, rows };
  } finally {
    client.close();
    await floor?.stop();
    await server.stop();
    removeScratch(dataDir);
    await db.drop();
  }
}
