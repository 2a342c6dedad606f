import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ENTITY_BY_NAME } from '../../src/contract/resource/index';
import { createSample, SAVED_ENTITIES } from '../api/support/fixtures';
import type { TestServer } from '../api/support/test-app';
import { ApiClient } from './support/http-client';
import { idNumbers, IMPORT_JOINED_ON, importSheet, memberInput } from './support/members';
import { maskMiddle } from '../../src/contract/validators';
import {
  freshPostgresDatabase,
  prepareServer,
  removeScratch,
  scratchDir,
  type PreparedServer,
  type ScratchDatabase,
  type ServerProcess,
} from './support/server-process';
import type { RegisteredCall } from '../../server/lib/call';
import { READS, recordRequests, SentCalls } from './support/call-coverage';
import { overHttp } from './support/callers';
import { lostWrites, prepareShare, sendShare } from './support/crash-write-calls';
import type { ReadyCall } from './support/write-calls';
import { scenarioContext, type ScenarioContext } from './support/write-scenarios';

/**
 * SIGKILL in the middle of writes, 6 rounds on each database: every acknowledged write survives,
 * none is half there, and the server comes back on the same data with nobody repairing anything.
 * Besides the writers of members, imports, subtree moves and the areas' records, a share of every
 * other write call of the route table goes out each round, until each has been acknowledged before a
 * kill; its operation log entry (written in the same transaction) must be there after.
 */
const ROUNDS = 6;
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
/** Every member this suite writes carries it in its name. */
const MARK = '断电测试';
const MOVED_ORG = '一车队党总支';
const PARENTS = ['第一客运分公司党委', '第二客运分公司党委'] as const;
const BRANCH = '一车队第一党支部';
const IMPORT_ROWS = 4;
const MEMBER_WRITERS = 2;
/** Writers of the areas' entities, taking the entities in turn between them. */
const AREA_WRITERS = 3;
/** The kill comes at a random moment up to this long after every kind of write has been acknowledged once in the round. */
const KILL_WITHIN_MS = 500;
/** ... or this long after the writers started, whatever has happened by then. */
const KILL_AT_THE_LATEST_MS = 15_000;
/** The rounds over which every other write call of the route table is acknowledged once (a share of them each round); the last are spare. */
const CALL_ROUNDS = ROUNDS - 2;
/**
 * A run of the rounds on one database: each round starts a server process on the data the last kill left
 * and the databases run side by side, which on two cores shared with other work takes 10 to 15 s a round.
 */
const RUN_TIMEOUT_MS = 600_000;

interface SentMember {
  name: string;
  orgId: number;
  phone: string;
  joinedOn: string;
  acked: boolean;
  batch?: number;
}

interface Batch {
  file: string;
  /** The names of its rows. */
  ids: string[];
  acked: boolean;
}

/** What the clients sent and what the server acknowledged (HTTP 200), across all rounds. */
interface Ledger {
  /** By name: unique in this suite, and stored in clear (ID numbers and phones are encrypted and shown masked). */
  members: Map<string, SentMember>;
  batches: Batch[];
  /** Parent of the moved organisation as last acknowledged, and the target of a move without an answer. */
  orgParent: number;
  orgMoveInFlight: number | null;
  orgMovesAcked: number;
  /** Records of the areas' entities, created (and moved a step where they have a workflow) and acknowledged. */
  areaRecords: AreaRecord[];
  /** Answers that a crash does not explain (anything but 200, and 409 on a stale organisation version). */
  unexpected: string[];
}

interface AreaRecord {
  entity: string;
  id: number;
  /** The workflow state the last acknowledged answer gave, and the one a move under way would give. */
  state: string | null;
  moving: string | null;
  checked: boolean;
}

/** What the other write calls of the route table are made ready with, a share each round. */
interface CallContext {
  caller: ReturnType<typeof overHttp>;
  context: ScenarioContext;
  /** The write calls the run must have acknowledged. */
  list: RegisteredCall[];
  sent: SentCalls;
}

/** The context the samples of the areas' entities are made in. */
interface AreaContext {
  ctx: { orgId: number; parentId: number; memberId: number; otherOrgId: number };
  /** The entities whose sample the administrator can save: every one of the route table but those of the security administrator. */
  entities: string[];
  /** Where the writer goes on in the next round, so that the rounds together go round every entity. */
  next: number;
}

interface Orgs {
  moved: number;
  parents: [number, number];
  branch: number;
  fleet: number;
  sibling: number;
}

interface RoundFigures {
  /** Start of the server after the previous kill, until it listens. */
  launchMs: number;
  /** The consistency check through the API. */
  checkMs: number;
  /** Making the round's share of the other write calls ready. */
  readyMs: number;
  /** Writers started until the kill. */
  writeMs: number;
  acked: number;
  inFlightAtKill: number;
}

const dropAfter: ScratchDatabase[] = [];
const removeAfter: string[] = [];
/** The route table, read once from an in-process server (the crashed ones are processes) while the first ones start. */
let tableOnce: Promise<RegisteredCall[]> | undefined;
const routeTable = () =>
  (tableOnce ??= (async () => {
    // Loaded here, not with the file: the server's modules load while the first process starts.
    const { startTestServer } = await import('../api/support/test-app');
    const s = await startTestServer();
    const calls = [...s.app.callTable];
    await s.close();
    return calls;
  })());
/** Every run's requests, with their answers. */
const runs: { kind: string; sent: SentCalls }[] = [];
/** The write calls the runs must have acknowledged before a kill: the reads have nothing to lose. */
const CRASH_RULES = [READS];
afterAll(async () => {
  for (const d of dropAfter) await d.drop().catch(() => {});
  for (const dir of removeAfter) removeScratch(dir);
});

// The two databases run side by side: each round waits mostly on a process starting.
describe.concurrent('the server killed with SIGKILL in the middle of writes', () => {
  it(
    `keeps every acknowledged write and none half done, ${ROUNDS} rounds on PGlite`,
    async () => {
      const dataDir = scratchDir('party-crash-pglite-');
      removeAfter.push(dataDir);
      const figures = await crashRounds({ dataDir });
      runs.push({ kind: 'PGlite', sent: figures.sent });
      const deep = await inspectPglite(dataDir);
      expectLogged(deep, figures.ledger, figures.orgVersions);
      expect(
        lostWrites(await routeTable(), figures.sent, deep.callsLogged),
        'acknowledged writes without their operation log entry',
      ).toEqual([]);
      report('PGlite', figures);
    },
    RUN_TIMEOUT_MS,
  );

  it.skipIf(!TEST_DATABASE_URL)(
    `keeps every acknowledged write and none half done, ${ROUNDS} rounds on PostgreSQL`,
    async () => {
      const db = await freshPostgresDatabase(TEST_DATABASE_URL!, 'rel_crash');
      dropAfter.push(db);
      const dataDir = scratchDir('party-crash-pg-');
      removeAfter.push(dataDir);
      const figures = await crashRounds({ dataDir, databaseUrl: db.url });
      runs.push({ kind: 'PostgreSQL', sent: figures.sent });
      const deep = await inspectPostgres(db.url);
      expectLogged(deep, figures.ledger, figures.orgVersions);
      expect(
        lostWrites(await routeTable(), figures.sent, deep.callsLogged),
        'acknowledged writes without their operation log entry',
      ).toEqual([]);
      report('PostgreSQL', figures);
    },
    RUN_TIMEOUT_MS,
  );
});

describe('the kills covered the route table', () => {
  it('had every write call of the route table acknowledged before a kill, on each database', async () => {
    expect(runs.length, 'runs that finished').toBeGreaterThan(0);
    const table = await routeTable();
    for (const { kind, sent } of runs) {
      const escaped = sent.escaped(
        table,
        (_call, attempts) => (attempts.some((a) => a.status === 200) ? null : `never acknowledged on ${kind}`),
        CRASH_RULES,
      );
      expect(escaped, `write calls that escaped the kills on ${kind}`).toEqual([]);
    }
  });
});

interface CrashFigures {
  ledger: Ledger;
  /** Every request of the run, with its answer. */
  sent: SentCalls;
  rounds: RoundFigures[];
  orgVersions: { first: number; last: number; id: number };
  totalMs: number;
}

async function crashRounds(where: { dataDir: string; databaseUrl?: string }): Promise<CrashFigures> {
  const began = Date.now();
  const nextId = idNumbers();
  // The next process loads its modules while the current one takes writes; see server-launcher.ts.
  let next: PreparedServer = prepareServer(where);
  const table = routeTable();
  void table.catch(() => {}); // awaited below; a failure is reported there
  let server = await next.launch();
  const sent = new SentCalls();
  const connect = (base: string) => {
    const c = new ApiClient(base, { maxSockets: 10 });
    recordRequests(c, sent);
    return c;
  };
  let client = connect(server.base);
  const caller = overHttp(() => client);
  try {
    const token = await client.token('admin');
    const orgs = await findOrgs(client, token);
    const firstVersion = (await client.call('/api/org/get', { id: orgs.moved }, { token })).envelope.data
      .version as number;
    await expectMovesConsistent(client, token, orgs);
    const ledger: Ledger = {
      members: new Map(),
      batches: [],
      orgParent: orgs.parents[0],
      orgMoveInFlight: null,
      orgMovesAcked: 0,
      areaRecords: [],
      unexpected: [],
    };
    const area = await areaContext(client, token, orgs);
    const calls: CallContext = {
      caller,
      context: await scenarioContext(caller),
      list: (await table).filter((c) => !CRASH_RULES.some((r) => r.applies(c))),
      sent,
    };
    const rounds: RoundFigures[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const t0 = Date.now();
      if (round > 1) {
        server = await next.launch();
        client = connect(server.base);
      }
      const t1 = Date.now();
      // The round's share of the other write calls is made ready while the state is checked, before the writers start:
      // over the rounds, each is acknowledged once before a kill.
      const pending = calls.list.filter((c) => !calls.sent.attempts(c).some((a) => a.status === 200)).length;
      const [check, share] = await Promise.all([
        timed(() => (round > 1 ? expectConsistent(client, token, orgs, ledger, round) : Promise.resolve())),
        timed(() =>
          prepareShare(
            calls.caller,
            calls.context,
            calls.list,
            calls.sent,
            Math.ceil(pending / Math.max(1, CALL_ROUNDS - round + 1)),
          ),
        ),
      ]);
      ledger.unexpected.push(...share.value.failed.map((f) => `round ${round} ${f}`));
      const t2 = Date.now();
      next = prepareServer(where);
      const { acked, inFlightAtKill } = await writeAndKill(
        server,
        client,
        token,
        orgs,
        ledger,
        nextId,
        round,
        area,
        calls.caller,
        share.value.ready,
      );
      client.close();
      rounds.push({
        launchMs: t1 - t0,
        checkMs: check.ms,
        readyMs: share.ms,
        writeMs: Date.now() - t2,
        acked,
        inFlightAtKill,
      });
      expect(ledger.unexpected, `round ${round}: answers no crash explains`).toEqual([]);
      expect(inFlightAtKill, `round ${round}: the kill came while no write was under way`).toBeGreaterThan(0);
    }
    // After the last kill: the state every later start must find.
    server = await next.launch();
    client = connect(server.base);
    await expectConsistent(client, token, orgs, ledger, ROUNDS + 1);
    const lastVersion = (await client.call('/api/org/get', { id: orgs.moved }, { token })).envelope.data
      .version as number;
    client.close();
    expect(await server.stop(), 'graceful stop after the rounds').toBe(0);
    expect(ledger.unexpected).toEqual([]);
    expect(ledger.batches.filter((b) => b.acked).length, 'imports acknowledged over all rounds').toBeGreaterThanOrEqual(
      ROUNDS,
    );
    expect(ledger.orgMovesAcked, 'subtree moves acknowledged over all rounds').toBeGreaterThanOrEqual(ROUNDS);
    const covered = new Set(ledger.areaRecords.filter((r) => r.checked).map((r) => r.entity));
    expect(
      area.entities.filter((e) => !covered.has(e)),
      'entities with no acknowledged record found again after a kill',
    ).toEqual([]);
    return {
      ledger,
      sent,
      rounds,
      orgVersions: { first: firstVersion, last: lastVersion, id: orgs.moved },
      totalMs: Date.now() - began,
    };
  } finally {
    client.close();
    next.dispose();
    if (server.child.exitCode === null && server.child.signalCode === null) await server.kill();
  }
}

/** A step and how long it took. */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const began = Date.now();
  const value = await run();
  return { value, ms: Date.now() - began };
}

async function findOrgs(client: ApiClient, token: string): Promise<Orgs> {
  const r = await client.call('/api/orgauth/queryForList', {}, { token });
  const rows = r.envelope.data as { id: number; name: string }[];
  const id = (name: string) => {
    const hit = rows.find((o) => o.name === name);
    if (!hit) throw new Error(`no organisation ${name} in the seed`);
    return hit.id;
  };
  return {
    moved: id(MOVED_ORG),
    parents: [id(PARENTS[0]), id(PARENTS[1])],
    branch: id(BRANCH),
    fleet: id(MOVED_ORG),
    sibling: id('一车队第二党支部'),
  };
}

/**
 * Runs the writers against the live server, kills it at a random moment, and waits until every
 * writer has seen the connection drop. Answers how many writes were acknowledged in the round and
 * how many requests were under way when the signal went.
 */
async function writeAndKill(
  server: ServerProcess,
  client: ApiClient,
  token: string,
  orgs: Orgs,
  ledger: Ledger,
  nextId: () => string,
  round: number,
  area: AreaContext,
  caller: ReturnType<typeof overHttp>,
  ready: ReadyCall[],
): Promise<{ acked: number; inFlightAtKill: number }> {
  let stopped = false;
  let inFlight = 0;
  let acked = 0;
  let importAcked = false;
  let moveAcked = false;
  let callsAcked = false;
  let everyKindWritten: () => void = () => {};
  const allKinds = new Promise<void>((resolve) => (everyKindWritten = resolve));
  const noteAck = () => {
    if (importAcked && moveAcked && callsAcked) everyKindWritten();
  };
  /** A request, or null when it failed: expected once the kill is under way, a finding before. */
  const send = async <T>(what: string, request: () => Promise<T>): Promise<T | null> => {
    inFlight++;
    try {
      return await request();
    } catch (err) {
      if (!stopped) ledger.unexpected.push(`round ${round} ${what} failed before the kill: ${(err as Error).message}`);
      return null;
    } finally {
      inFlight--;
    }
  };

  const memberWriter = async (w: number) => {
    for (let n = 0; !stopped; n++) {
      const idNumber = nextId();
      const input = memberInput(
        `${MARK}${round}-${w}-${n}`,
        idNumber,
        orgs.branch,
        `139${String(round * 100000 + w * 10000 + n).padStart(8, '0')}`,
      );
      const sent: SentMember = {
        name: input.name,
        orgId: input.orgId,
        phone: input.phone,
        joinedOn: input.joinedOn,
        acked: false,
      };
      ledger.members.set(input.name, sent);
      const r = await send('member save', () => client.call('/api/member/save', input, { token }));
      if (!r) return;
      if (r.status === 200 && r.envelope.data?.name === input.name) {
        sent.acked = true;
        acked++;
      } else ledger.unexpected.push(`round ${round} member save: ${r.status} ${r.envelope.error_msg}`);
    }
  };

  const importer = async () => {
    for (let n = 0; !stopped; n++) {
      const batchNo = ledger.batches.length;
      const rows = Array.from({ length: IMPORT_ROWS }, (_, k) => ({
        name: `${MARK}导入${batchNo}-${k}`,
        idNumber: nextId(),
        branchName: BRANCH,
        phone: `137${String(batchNo * 10 + k).padStart(8, '0')}`,
      }));
      const batch: Batch = { file: `batch-${batchNo}.xlsx`, ids: rows.map((r) => r.name), acked: false };
      const content = await importSheet(rows);
      if (stopped) return;
      ledger.batches.push(batch);
      for (const r of rows)
        ledger.members.set(r.name, {
          name: r.name,
          orgId: orgs.branch,
          phone: r.phone,
          joinedOn: IMPORT_JOINED_ON,
          acked: false,
          batch: batchNo,
        });
      const r = await send('import', () => client.upload('/api/member/import', token, { name: batch.file, content }));
      if (!r) return;
      if (r.status === 200 && r.envelope.data?.imported === IMPORT_ROWS) {
        batch.acked = true;
        for (const id of batch.ids) ledger.members.get(id)!.acked = true;
        acked++;
        importAcked = true;
        noteAck();
      } else ledger.unexpected.push(`round ${round} import: ${r.status} ${r.envelope.error_msg}`);
    }
  };

  /** Moves the general branch between the two company committees: its whole subtree's paths change. */
  const orgMover = async () => {
    let current = await send('org get', () => client.call('/api/org/get', { id: orgs.moved }, { token }));
    while (current && !stopped) {
      if (current.status !== 200) {
        ledger.unexpected.push(`round ${round} org get: ${current.status} ${current.envelope.error_msg}`);
        return;
      }
      const { version, parentId } = current.envelope.data as { version: number; parentId: number };
      const target = parentId === orgs.parents[0] ? orgs.parents[1] : orgs.parents[0];
      ledger.orgMoveInFlight = target;
      const r = await send('org move', () =>
        client.call('/api/org/save', { id: orgs.moved, version, parentId: target }, { token }),
      );
      if (!r) return;
      ledger.orgMoveInFlight = null;
      if (r.status === 200) {
        ledger.orgParent = target;
        ledger.orgMovesAcked++;
        acked++;
        moveAcked = true;
        noteAck();
        current = r;
      } else {
        if (r.status !== 409) ledger.unexpected.push(`round ${round} org move: ${r.status} ${r.envelope.error_msg}`);
        current = await send('org get', () => client.call('/api/org/get', { id: orgs.moved }, { token }));
      }
    }
  };

  /** Creates a record of each area entity in turn, and makes the first move of those with a workflow. */
  const areaWriter = async () => {
    const api = asServer(client);
    while (!stopped) {
      const entity = area.entities[area.next++ % area.entities.length];
      const made = await send(`${entity} save`, () => createSample(api, token, entity, area.ctx));
      if (!made) return;
      if (made.status !== 200) {
        // Samples take their unique keys from a bounded range (a year of 2000-2099): a repeat is refused, as it must be.
        if (made.status !== 409)
          ledger.unexpected.push(`round ${round} ${entity} save: ${made.status} ${made.envelope.error_msg}`);
        continue;
      }
      const wf = ENTITY_BY_NAME[entity].workflow;
      const record: AreaRecord = {
        entity,
        id: made.envelope.data.id,
        state: wf ? String(made.envelope.data[wf.field]) : null,
        moving: null,
        checked: false,
      };
      ledger.areaRecords.push(record);
      acked++;
      const move = wf?.moves.find((m) => m.by === 'owner' && m.from.includes(record.state!));
      if (!move || !move.to) continue;
      record.moving = move.to;
      const moved = await send(`${entity} ${move.action}`, () =>
        client.call(
          `/api/${entity}/transition`,
          { id: record.id, version: made.envelope.data.version, action: move.action },
          { token },
        ),
      );
      if (!moved) return;
      record.moving = null;
      // A move the sample cannot take is refused whole: the record stays as it was.
      if (moved.status === 200) record.state = String(moved.envelope.data[wf!.field]);
      else if (moved.status !== 400)
        ledger.unexpected.push(`round ${round} ${entity} ${move.action}: ${moved.status} ${moved.envelope.error_msg}`);
    }
  };

  /** The round's share of the other write calls of the route table: the kill waits for their answers too. */
  const callSender = sendShare({
    caller,
    ready,
    send,
    unexpected: (what) => ledger.unexpected.push(`round ${round} ${what}`),
  });
  void callSender.then(() => {
    callsAcked = true;
    noteAck();
  });

  const writers = [
    ...Array.from({ length: MEMBER_WRITERS }, (_, w) => memberWriter(w)),
    importer(),
    orgMover(),
    ...Array.from({ length: AREA_WRITERS }, areaWriter),
    callSender,
  ];
  let latest: NodeJS.Timeout | undefined;
  await Promise.race([allKinds, new Promise<void>((r) => (latest = setTimeout(r, KILL_AT_THE_LATEST_MS)))]);
  clearTimeout(latest);
  await new Promise((r) => setTimeout(r, Math.random() * KILL_WITHIN_MS));
  const inFlightAtKill = inFlight;
  stopped = true;
  await server.kill();
  await Promise.all(writers);
  return { acked, inFlightAtKill };
}

/** What a restarted server must show: every acknowledged write, no partial import, a consistent tree. */
async function expectConsistent(
  client: ApiClient,
  token: string,
  orgs: Orgs,
  ledger: Ledger,
  round: number,
): Promise<void> {
  const problems: string[] = [];
  const present = new Map<string, Record<string, unknown>>();
  for (let page = 1; ; page++) {
    const r = await client.call(
      '/api/member/list',
      { pageCurrent: page, pageSize: 200, filters: { name: MARK }, sort: { field: 'id', order: 'asc' } },
      { token },
    );
    if (r.status !== 200) throw new Error(`member list answered ${r.status}: ${r.envelope.error_msg}`);
    const records = r.envelope.data.records as Record<string, unknown>[];
    for (const m of records) {
      const id = String(m.name);
      if (present.has(id)) problems.push(`member ${id} is there twice`);
      present.set(id, m);
    }
    if (records.length < 200) break;
  }
  for (const [id, m] of present) {
    const sent = ledger.members.get(id);
    if (!sent) {
      problems.push(`member ${id} is there but was never sent`);
      continue;
    }
    if (
      m.name !== sent.name ||
      m.orgId !== sent.orgId ||
      m.phone !== maskMiddle(sent.phone, 3, 4) ||
      m.memberType !== '2' ||
      m.joinedOn !== sent.joinedOn
    ) {
      problems.push(`member ${id} is not what was sent: ${JSON.stringify(m)}`);
    }
  }
  for (const [id, sent] of ledger.members) {
    if (sent.acked && !present.has(id)) problems.push(`acknowledged member ${id} (${sent.name}) is missing`);
  }
  for (const b of ledger.batches) {
    const there = b.ids.filter((id) => present.has(id)).length;
    if (there !== 0 && there !== b.ids.length)
      problems.push(`import ${b.file} is half there: ${there} of ${b.ids.length} rows`);
    if (b.acked && there !== b.ids.length) problems.push(`acknowledged import ${b.file} is missing`);
  }

  const { byId, problems: treeProblems } = await treeProblemsOf(client, token);
  problems.push(...treeProblems);
  const moved = byId.get(orgs.moved)!;
  const allowed = [ledger.orgParent, ledger.orgMoveInFlight].filter((x): x is number => x !== null);
  if (!allowed.includes(moved.parentId!))
    problems.push(`moved organisation is under ${moved.parentId}, acknowledged ${ledger.orgParent}`);
  ledger.orgParent = moved.parentId!;
  ledger.orgMoveInFlight = null;

  // Every acknowledged record of the areas is there, in the state acknowledged (or the one a move under way gives).
  for (const rec of ledger.areaRecords.filter((r) => !r.checked)) {
    const got = await client.call(`/api/${rec.entity}/get`, { id: rec.id }, { token });
    if (got.status !== 200) {
      problems.push(`acknowledged ${rec.entity} ${rec.id} is missing: ${got.status} ${got.envelope.error_msg}`);
      continue;
    }
    const wf = ENTITY_BY_NAME[rec.entity].workflow;
    const state = wf ? String(got.envelope.data[wf.field]) : null;
    if (state !== rec.state && state !== rec.moving)
      problems.push(`${rec.entity} ${rec.id} is ${state}, acknowledged ${rec.state}`);
    rec.checked = true;
  }

  expect(problems, `after kill ${round - 1}`).toEqual([]);
  // A member an unanswered save or import did write is there from now on: it counts as acknowledged.
  for (const [id, sent] of ledger.members) if (present.has(id)) sent.acked = true;
  for (const b of ledger.batches) if (present.has(b.ids[0])) b.acked = true;
}

/** The HTTP client where the samples' helpers expect a test server: they only make calls. */
const asServer = (client: ApiClient) => ({ call: client.call.bind(client) }) as unknown as TestServer;

/** A member for the samples, and the entities whose sample the administrator saves (the security administrator's are left to the API suites). */
async function areaContext(client: ApiClient, token: string, orgs: Orgs): Promise<AreaContext> {
  const member = await client.call('/api/member/list', { pageSize: 1, filters: { orgId: orgs.branch } }, { token });
  const ctx = {
    orgId: orgs.branch,
    parentId: orgs.fleet,
    memberId: member.envelope.data.records[0].id as number,
    otherOrgId: orgs.sibling,
  };
  const api = asServer(client);
  const entities: string[] = [];
  for (const def of SAVED_ENTITIES) {
    if (def.name === 'member' || def.name === 'org') continue; // the writers above race those
    try {
      // Written again and again: a sample with a unique key (one receipt per task and organisation) cannot be.
      const [first, second] = [
        await createSample(api, token, def.name, ctx),
        await createSample(api, token, def.name, ctx),
      ];
      if (first.status === 200 && second.status === 200) entities.push(def.name);
      else if (first.status === 200) expect(second.status, `${def.name} again: ${second.envelope.error_msg}`).toBe(409);
      else expect(first.status, `${def.name}: ${first.envelope.error_msg}`).toBe(403);
    } catch {
      /* no sample: made by other calls (receipts, attempts) */
    }
  }
  expect(entities.length).toBeGreaterThan(20);
  return { ctx, entities, next: 0 };
}

interface OrgRow {
  id: number;
  parentId: number | null;
  level: number;
  path: string;
}

/** Every organisation's path is its parent's path plus its id, its level one below its parent's. */
async function treeProblemsOf(
  client: ApiClient,
  token: string,
): Promise<{ byId: Map<number, OrgRow>; problems: string[] }> {
  const problems: string[] = [];
  const tree = await client.call('/api/orgauth/queryForList', {}, { token });
  const rows = tree.envelope.data as OrgRow[];
  const byId = new Map(rows.map((o) => [o.id, o]));
  for (const o of rows) {
    if (o.parentId === null) {
      if (o.path !== `/${o.id}/` || o.level !== 1) problems.push(`root ${o.id} has path ${o.path}, level ${o.level}`);
      continue;
    }
    const parent = byId.get(o.parentId);
    if (!parent) problems.push(`organisation ${o.id} has a parent ${o.parentId} that is not there`);
    else if (o.path !== `${parent.path}${o.id}/` || o.level !== parent.level + 1) {
      problems.push(
        `organisation ${o.id}: path ${o.path}, level ${o.level} under ${parent.path} (level ${parent.level})`,
      );
    }
  }
  return { byId, problems };
}

/**
 * Two subtree moves on a live server, no kill: what the rounds compare against must hold without a
 * crash first, or every finding after a kill would be that defect again.
 */
async function expectMovesConsistent(client: ApiClient, token: string, orgs: Orgs): Promise<void> {
  for (const parentId of [orgs.parents[1], orgs.parents[0]]) {
    const { version } = (await client.call('/api/org/get', { id: orgs.moved }, { token })).envelope.data as {
      version: number;
    };
    const r = await client.call('/api/org/save', { id: orgs.moved, version, parentId }, { token });
    expect(r.status, r.envelope.error_msg).toBe(200);
    const { problems } = await treeProblemsOf(client, token);
    expect(problems, `the organisation tree after moving ${MOVED_ORG} under ${parentId}, without any kill`).toEqual([]);
  }
}

interface StoredLog {
  /** record_id of every successful member save in the operation log. */
  memberSaves: Set<string>;
  /** id -> name of every member of this suite (ID numbers are stored encrypted). */
  members: Map<number, string>;
  /** File names of the successful imports in the operation log. */
  imports: Set<string>;
  orgSaves: number;
  orgVersion: number;
  /** Successful entries of the operation log, by call. */
  callsLogged: Map<string, number>;
}

async function inspectPglite(dataDir: string): Promise<StoredLog> {
  const client = new PGlite(path.join(dataDir, 'pglite'));
  try {
    return await inspect(async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows);
  } finally {
    await client.close();
  }
}

async function inspectPostgres(url: string): Promise<StoredLog> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await inspect(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    await client.end();
  }
}

/** Reads, straight from the database files the server left, what the operation log holds. */
async function inspect(
  query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>,
): Promise<StoredLog> {
  const members = await query(`SELECT id, name FROM members WHERE name LIKE $1`, [`${MARK}%`]);
  const saves = await query(
    `SELECT record_id FROM operation_log WHERE resource = 'member' AND action = 'save' AND outcome = 200`,
  );
  const imports = await query(
    `SELECT after->>'file' AS file FROM operation_log WHERE resource = 'member' AND action = 'import' AND outcome = 200`,
  );
  const [org] = await query(`SELECT id, version FROM orgs WHERE name = $1`, [MOVED_ORG]);
  const [orgSaves] = await query(
    `SELECT count(*)::int AS n FROM operation_log WHERE resource = 'org' AND action = 'save' AND outcome = 200 AND record_id = $1`,
    [String(org.id)],
  );
  const byCall = await query(`SELECT call, count(*)::int AS n FROM operation_log WHERE outcome = 200 GROUP BY call`);
  return {
    memberSaves: new Set(saves.map((r) => String(r.record_id))),
    members: new Map(members.map((r) => [Number(r.id), String(r.name)])),
    imports: new Set(imports.map((r) => String(r.file))),
    orgSaves: Number(orgSaves.n),
    orgVersion: Number(org.version),
    callsLogged: new Map(byCall.map((r) => [String(r.call), Number(r.n)])),
  };
}

/** Every write that is there has its operation log entry, written in the same transaction, and no entry lacks its write. */
function expectLogged(stored: StoredLog, ledger: Ledger, versions: { first: number; last: number }): void {
  const problems: string[] = [];
  const byName = new Map([...stored.members].map(([id, name]) => [name, id]));
  for (const [name, sent] of ledger.members) {
    const id = byName.get(name);
    if (sent.batch === undefined && id !== undefined && !stored.memberSaves.has(String(id)))
      problems.push(`member ${name} has no operation log entry`);
  }
  for (const b of ledger.batches) {
    const there = b.ids.some((id) => byName.has(id));
    if (there !== stored.imports.has(b.file))
      problems.push(
        `import ${b.file}: rows ${there ? 'there' : 'missing'}, log entry ${stored.imports.has(b.file) ? 'there' : 'missing'}`,
      );
  }
  if (stored.orgVersion !== versions.last)
    problems.push(`organisation version ${stored.orgVersion} in the files, ${versions.last} served`);
  if (stored.orgSaves !== versions.last - versions.first)
    problems.push(`${versions.last - versions.first} organisation saves, ${stored.orgSaves} logged`);
  expect(problems).toEqual([]);
}

function report(kind: string, f: CrashFigures): void {
  const members = [...f.ledger.members.values()];
  const later = f.rounds.slice(1);
  const range = (pick: (r: RoundFigures) => number) =>
    `${Math.min(...later.map(pick))}-${Math.max(...later.map(pick))} ms`;
  console.log(
    `${kind}: ${ROUNDS} kills in ${(f.totalMs / 1000).toFixed(1)} s; ` +
      `${members.filter((m) => m.acked && m.batch === undefined).length} members saved, ` +
      `${f.ledger.batches.filter((b) => b.acked).length} of ${f.ledger.batches.length} imports and ${f.ledger.orgMovesAcked} subtree moves acknowledged; ` +
      `${f.rounds.reduce((s, r) => s + r.inFlightAtKill, 0)} requests under way at the kills; ` +
      `per round: start ${range((r) => r.launchMs)}, check ${range((r) => r.checkMs)}, other calls made ready ${range((r) => r.readyMs)}, writes ${range((r) => r.writeMs)}`,
  );
}
