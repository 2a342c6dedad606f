import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../api/support/test-app';
import { createMember, createSample, freshIdNumber, SAVED_ENTITIES, seededOrgs } from '../../api/support/fixtures';
import { mintToken } from './sessions';
import { and, count, eq } from 'drizzle-orm';
import { operationLog } from '../../../server/db/schema/index';
import { raced, READS, recordInjects, SentCalls } from './call-coverage';
import { inProcess } from './callers';
import { readyCalls, scenarioFor } from './write-calls';
import { staleReadsOf } from '../../../server/lib/stale-reads';
import { responseCacheOf, responseKey } from '../../../server/lib/response-cache';
import { resolveSession } from '../../../server/modules/auth/session-store';
import type { SessionUser } from '../../../server/lib/session-user';
import { encryptText } from '../../../src/contract/cipher';
import { raceProblem, scenarioContext, send } from './write-scenarios';

/**
 * The concurrency suite on one kind of database. Each kind has a file of its own
 * (concurrency-pglite.test.ts, concurrency-postgres.test.ts), so that the two run side by side.
 */
export function concurrencySuite(kind: 'pglite' | 'postgres'): void {
  describe(`concurrent writes on ${kind}`, () => {
    let s: TestServer;
    let token: string;
    let branch: number;
    const sent = new SentCalls();
    beforeAll(async () => {
      s = await startTestServer({}, kind);
      recordInjects(s.app, sent);
      token = await mintToken(s, 'secretary1');
      branch = (await seededOrgs(s, await mintToken(s, 'admin'))).branchA;
    });
    afterAll(async () => s?.close());

    it('lets exactly one of two saves of the same version win, every time', async () => {
      for (let round = 0; round < 10; round++) {
        const m = await createMember(s, token, branch, `并发${round}`);
        const current = (await s.call('/api/member/get', { id: m.id }, { token })).envelope.data;
        const [a, b] = await Promise.all([
          s.call('/api/member/save', { ...current, nativePlace: '甲' }, { token }),
          s.call('/api/member/save', { ...current, nativePlace: '乙' }, { token }),
        ]);
        expect([a.status, b.status].sort()).toEqual([200, 409]);
        const winner = a.status === 200 ? '甲' : '乙';
        const after = (await s.call('/api/member/get', { id: m.id }, { token })).envelope.data;
        expect(after.nativePlace).toBe(winner);
        expect(after.version).toBe(current.version + 1);
      }
    });

    /** A new full member of the branch, as the member form submits it, under its submit token. */
    const memberForm = (name: string, submitToken: string) => ({
      name,
      idNumber: freshIdNumber(),
      orgId: branch,
      memberType: '2',
      joinedOn: '2010-07-01',
      fullOn: '2011-07-01',
      status: '1',
      submitToken,
    });

    it('makes one record of a form submitted twice at once, and answers both with it', async () => {
      for (let round = 0; round < 10; round++) {
        const form = memberForm(`双击${round}`, `form-${kind}-${round}-${Date.now()}`);
        const answers = await Promise.all([1, 2, 3].map(() => s.call('/api/member/save', form, { token })));
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
        expect(new Set(answers.map((a) => a.envelope.data.id)).size).toBe(1);
        const found = await s.call('/api/member/list', { filters: { name: form.name } }, { token });
        expect(found.envelope.data.total).toBe(1);
      }
    });

    it('never answers a read begun after a save with what was there before it, while reads run alongside', async () => {
      expect(await staleReads(s, token, branch)).toEqual([]);
    });

    it('keeps that promise by itself when the database’s announcements come late', async () => {
      // Live but deaf: the feed is not listening, so only what the process does itself keeps reads true.
      const deaf = await startTestServer({ APP_READ_CACHE: 'off' }, kind);
      try {
        deaf.database.changes.keepsReads = true;
        deaf.database.changes.setLive(true);
        const t = await mintToken(deaf, 'secretary1');
        const b = (await seededOrgs(deaf, await mintToken(deaf, 'admin'))).branchA;
        expect(await staleReads(deaf, t, b)).toEqual([]);
      } finally {
        await deaf.close();
      }
    });

    it('lets one of two saves and one of two moves of the same version win, for every entity of the route table', async () => {
      const admin = await mintToken(s, 'admin');
      // The security administrator keeps accounts, roles, seals and leaders; the administrator the rest.
      const secadmin = await mintToken(s, 'secadmin');
      const orgs = await seededOrgs(s, admin);
      const member = await createMember(s, admin, orgs.branchA, '并发矩阵党员');
      const ctx = { orgId: orgs.branchA, parentId: orgs.fleet, memberId: member.id, otherOrgId: orgs.branchB };
      const problems: string[] = [];
      let saves = 0;
      let moves = 0;
      for (const def of SAVED_ENTITIES) {
        let token = admin;
        let made;
        try {
          made = await createSample(s, token, def.name, ctx);
          if (made.status === 403) made = await createSample(s, (token = secadmin), def.name, ctx);
        } catch {
          continue; // no sample: the entity is made by other calls (a receipt, an attempt), which the API suites race
        }
        if (made.status !== 200) {
          problems.push(`${def.name}: sample not saved: ${made.envelope.error_msg}`);
          continue;
        }
        if (def.appendOnly) continue; // kept as first written: nothing to race
        const current = (await s.call(`/api/${def.name}/get`, { id: made.envelope.data.id }, { token })).envelope.data;
        const twice = await Promise.all([1, 2].map(() => s.call(`/api/${def.name}/save`, current, { token })));
        saves++;
        if (
          twice
            .map((a) => a.status)
            .sort()
            .join() !== '200,409'
        )
          problems.push(`${def.name} save: ${twice.map((a) => `${a.status} ${a.envelope.error_msg}`).join(' / ')}`);
        const move = def.workflow?.moves.find((m) => m.from.includes(def.workflow!.initial) && m.by === 'owner');
        if (!move) continue;
        const now = (await s.call(`/api/${def.name}/get`, { id: current.id }, { token })).envelope.data;
        const both = await Promise.all(
          [1, 2].map(() =>
            s.call(`/api/${def.name}/transition`, { id: now.id, version: now.version, action: move.action }, { token }),
          ),
        );
        const statuses = both
          .map((a) => a.status)
          .sort()
          .join();
        // A move the sample cannot take (it lacks what the move needs) is refused alike twice, and changes nothing.
        if (statuses === '400,400') continue;
        moves++;
        if (statuses !== '200,409')
          problems.push(
            `${def.name} ${move.action}: ${both.map((a) => `${a.status} ${a.envelope.error_msg}`).join(' / ')}`,
          );
      }
      expect(problems).toEqual([]);
      expect(saves).toBeGreaterThan(20);
      expect(moves).toBeGreaterThan(5);
    });

    it('races every other write call of the route table: the answers say who won, and the log holds exactly the writes answered', async () => {
      const c = inProcess(s);
      const x = await scenarioContext(c);
      const logged = async (url: string) =>
        Number(
          (
            await s.database.db
              .select({ n: count() })
              .from(operationLog)
              .where(and(eq(operationLog.call, url), eq(operationLog.outcome, 200)))
          )[0].n,
        );
      const problems: string[] = [];
      // The calls the tests above raced already are left alone; those without a scenario are named by the coverage test below.
      for await (const { call, scenario, request } of readyCalls(
        c,
        x,
        s.app.callTable.filter((k) => k.write && !raced(sent.attempts(k))),
        problems,
      )) {
        const before = await logged(call.url);
        const answers = await Promise.all([1, 2].map(() => send(c, call.url, request)));
        const wins = answers.filter((a) => a.status === 200).length;
        const race = raceProblem(scenario.race, answers);
        if (race) problems.push(`${call.url} (${scenario.race}): ${race}`);
        // A file (an export) is answered before its transaction commits (server/lib/call.ts): its entry may come a moment later.
        let entries = (await logged(call.url)) - before;
        for (let wait = 0; entries < wins && wait < 20; wait++) {
          await new Promise((r) => setTimeout(r, 100));
          entries = (await logged(call.url)) - before;
        }
        if (entries !== wins) problems.push(`${call.url}: ${wins} answered done, ${entries} in the operation log`);
        const wrong = await request.verify?.(answers);
        if (wrong) problems.push(`${call.url}: ${wrong}`);
      }
      expect(problems).toEqual([]);
    });

    it('refuses a submit token that another account used', async () => {
      const form = memberForm('他人令牌', `shared-${kind}-${Date.now()}`);
      expect((await s.call('/api/member/save', form, { token })).status).toBe(200);
      const admin = await mintToken(s, 'admin');
      const again = await s.call('/api/member/save', { ...form, idNumber: freshIdNumber() }, { token: admin });
      expect(again.status).toBe(409);
    });

    // What the process lets go of after each write is its own account of the tables the write touched, the
    // same on either database: it is tried once, on the embedded one that every machine has.
    it.skipIf(kind !== 'pglite')(
      'reads every write call of the route table back at once by what the process let go of itself, with no announcement to help',
      async () => {
        // Live but deaf, and every kept answer asked of the database too (APP_READ_CACHE=verify): only the
        // process's own account of what each write touched keeps a read true, and any read it left stale is named.
        const deaf = await startTestServer({ APP_READ_CACHE: 'off' }, kind);
        try {
          deaf.database.changes.keepsReads = true;
          deaf.database.changes.setLive(true);
          const stale = staleReadsOf(deaf.database.changes);
          const c = inProcess(deaf);
          const x = await scenarioContext(c);
          // The risk radar rests on nearly every table and takes a few hundred milliseconds on the whole group:
          // asked again around each of some 150 writes it would cost minutes, and it is read back in the API suites.
          const reads = deaf.app.callTable.filter(
            (k) => k.cached && !k.url.endsWith('/get') && k.url !== '/api/analysis/risk',
          );
          const memory = responseCacheOf(deaf.database)!;
          const empty = encryptText('{}', { key: deaf.config.aesKey, iv: deaf.config.aesIv });
          const users = new Map<string, SessionUser>();
          const userOf = async (token: string) =>
            users.get(token) ??
            users.set(token, (await resolveSession(deaf.database.db, deaf.config, token))!).get(token)!;
          // The kept reads a writer makes with an empty payload (lists, feeds, summaries) and the record it wrote.
          const answering = new Map<string, typeof reads>();
          const readBack = async (url: string, token: string, ids: unknown[], check: boolean) => {
            // Before the write the reads only fill memory; after it every answer still kept is asked of the
            // database too (one let go of checks nothing: it is read afresh).
            deaf.config.verifyReadCache = check;
            const user = await userOf(token);
            if (check) {
              for (const call of answering.get(token)!)
                if (memory.entryOf(responseKey(call.url, user, empty))) await c.call(call.url, {}, { token });
            } else {
              // Only what is not kept already is asked: a kept answer would come back as it is, and fill nothing.
              const known = answering.get(token);
              const ok = [];
              for (const call of known ?? reads)
                if (
                  (known && memory.entryOf(responseKey(call.url, user, empty))) ||
                  (await c.call(call.url, {}, { token })).status === 200
                )
                  ok.push(call);
              answering.set(token, ok);
            }
            const entity = /^\/api\/(\w+)\//.exec(url)?.[1];
            for (const id of ids) if (typeof id === 'number') await c.call(`/api/${entity}/get`, { id }, { token });
          };
          const problems: string[] = [];
          let swept = 0;
          for await (const { call, request } of readyCalls(
            c,
            x,
            deaf.app.callTable.filter((k) => k.write),
            problems,
          )) {
            const ids = [(request.payload as { id?: unknown } | undefined)?.id];
            await readBack(call.url, request.token, ids, false);
            const answer = await send(c, call.url, request);
            if (answer.status !== 200) continue; // nothing written, nothing to read back
            swept++;
            await readBack(call.url, request.token, [...ids, answer.envelope.data?.id], true);
          }
          // A difference is named once no announcement has explained it for a second (there will be none).
          await new Promise((r) => setTimeout(r, 1_500));
          expect(problems).toEqual([]);
          expect(stale.recent, 'kept answers that a write of the process left stale').toEqual([]);
          expect(swept).toBeGreaterThan(100);
        } finally {
          await deaf.close();
        }
      },
    );

    it('raced every write call of the route table: two of its requests in flight at once, one of them answered done', () => {
      const escaped = sent.escaped(
        s.app.callTable,
        (call, attempts) =>
          raced(attempts)
            ? null
            : `never two requests at once${scenarioFor(call.url) ? '' : ' (no scenario: add one in tests/reliability/support/other-write-scenarios.ts)'}`,
        [READS],
      );
      expect(escaped, 'write calls that escaped the races').toEqual([]);
    });
  });
}

/**
 * 30 saves of one member, one after another, while 8 readers list and get it without pause: every
 * read must show at least the last save answered before the read began. Answers the reads that did not.
 */
async function staleReads(s: TestServer, token: string, branch: number): Promise<string[]> {
  const m = await createMember(s, token, branch, '读写并发');
  const roundOf = (record: { nativePlace?: string } | undefined) =>
    Number(/^轮(\d+)$/.exec(record?.nativePlace ?? '')?.[1] ?? -1);
  let acknowledged = -1;
  let stop = false;
  const problems: string[] = [];
  const reader = async () => {
    while (!stop) {
      const floor = acknowledged; // every save answered before this read began
      const [list, got] = await Promise.all([
        s.call(
          '/api/member/list',
          { pageSize: 100, filters: { orgId: branch }, sort: { field: 'id', order: 'desc' } },
          { token },
        ),
        s.call('/api/member/get', { id: m.id }, { token }),
      ]);
      const inList = roundOf(list.envelope.data.records.find((r: { id: number }) => r.id === m.id));
      const inRecord = roundOf(got.envelope.data);
      if (inList < floor || inRecord < floor)
        problems.push(`a read begun after save ${floor} was answered saw list ${inList}, record ${inRecord}`);
    }
  };
  const readers = Array.from({ length: 8 }, reader);
  let version = m.version;
  for (let round = 0; round < 30; round++) {
    const saved = await s.call('/api/member/save', { id: m.id, version, nativePlace: `轮${round}` }, { token });
    if (saved.status !== 200) throw new Error(`save ${round}: ${saved.envelope.error_msg}`);
    version = saved.envelope.data.version;
    acknowledged = round;
  }
  stop = true;
  await Promise.all(readers);
  return problems;
}
