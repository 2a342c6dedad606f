import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { statementCount } from '../../server/db/table-capture';
import { staleReadsOf } from '../../server/lib/stale-reads';
import { UNANNOUNCED_TABLES } from '../../server/db/announced-tables';
import { responseCacheOf } from '../../server/lib/response-cache';
import { announced } from './support/announced';

/**
 * Waits until the announcements of the server's own last writes have come back: on PostgreSQL they arrive
 * after the answer (the write dropped its tables at once), and each drops what was cached in between.
 */
async function settled(s: TestServer): Promise<void> {
  for (let g = -1, until = Date.now() + 3000; g !== s.database.changes.generation && Date.now() < until;) {
    g = s.database.changes.generation;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const listOf = async (s: TestServer, token: string, orgId: number) => {
  const r = await s.call('/api/member/list', { pageCurrent: 1, pageSize: 100, filters: { orgId } }, { token });
  expect(r.status).toBe(200);
  return r.envelope.data as unknown as { records: { id: number; name: string; version: number }[]; total: number };
};

describe.skipIf(skipSuite)('read cache and change announcements', () => {
  let s: TestServer;
  let admin: string;
  let orgs: Orgs;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  it('has every table announce its committed changes, but the few no cached read uses', async () => {
    const rows = (await s.database.db.execute(sql`
      SELECT c.relname AS table, count(t.oid)::int AS triggers
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_trigger t ON t.tgrelid = c.oid AND NOT t.tgisinternal
        AND t.tgfoid IN ('announce_change'::regproc, 'announce_change_by_part'::regproc)
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname ORDER BY c.relname`)) as unknown as { rows?: { table: string; triggers: number }[] } & {
      table: string;
      triggers: number;
    }[];
    const list = (rows.rows ?? rows) as { table: string; triggers: number }[];
    expect(list.length).toBeGreaterThan(15);
    for (const { table, triggers } of list) {
      // A session announces its end and hand-over only (migration 0006), by triggers of its own.
      if (table === 'sessions') expect(triggers, table).toBe(2);
      else if (UNANNOUNCED_TABLES.includes(table)) expect(triggers, table).toBe(0);
      // A table with an organisation column announces by organisation (insert, update, delete) and whole (truncate).
      else expect([1, 4], `${table} lacks the announce_change trigger`).toContain(triggers);
    }
    const byPart = new Set(list.filter((r) => r.triggers === 4).map((r) => r.table));
    for (const table of ['meetings', 'fee_income', 'tasks', 'workflow_history', 'members'])
      expect(byPart, table).toContain(table);
  });

  it('keeps a branch’s cached reads when a sibling branch writes, and drops those of the organisations above it', async () => {
    const own = await s.login('secretary1');
    const sibling = await s.login('secretary2');
    const above = await s.login('company1');
    const list = (token: string) => s.call('/api/highlight/list', { pageCurrent: 1, pageSize: 20 }, { token });
    const costOf = async (token: string) => {
      const before = statementCount();
      expect((await list(token)).status).toBe(200);
      return statementCount() - before;
    };
    for (const token of [own, sibling, above]) await list(token);
    const ownOrg = ((await s.call('/api/auth/getUserInfo', {}, { token: own })).envelope.data as { orgId: number })
      .orgId;
    const saved = await s.call(
      '/api/highlight/save',
      { orgId: ownOrg, title: '分部缓存测试', kind: '1', happenedOn: '2026-05-01', summary: '一个支部的写入' },
      { token: own },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    await settled(s);
    expect(await costOf(sibling), 'the sibling branch cannot see the write').toBe(0);
    expect(await costOf(own)).toBeGreaterThan(0);
    expect(await costOf(above)).toBeGreaterThan(0);
    // The move writes the history of highlights only: a sibling's list and another entity's record stay kept.
    const meetings = (await s.call('/api/meeting/list', { pageCurrent: 1, pageSize: 1 }, { token: above })).envelope
      .data.records as { id: number }[];
    const meeting = () => s.call('/api/meeting/get', { id: meetings[0].id }, { token: above });
    await meeting();
    const moved = await s.call(
      '/api/highlight/transition',
      { id: saved.envelope.data.id, version: saved.envelope.data.version, action: 'submit' },
      { token: own },
    );
    expect(moved.status, moved.envelope.error_msg).toBe(200);
    await settled(s);
    let before = statementCount();
    expect((await meeting()).status).toBe(200);
    expect(statementCount() - before, 'a meeting does not rest on the history of highlights').toBe(0);
    expect(await costOf(sibling)).toBe(0);
    // One record, read by the level above, rests on its own branch only: the sibling's write keeps it, its own branch's write ends it.
    const siblingOrg = (
      (await s.call('/api/auth/getUserInfo', {}, { token: sibling })).envelope.data as { orgId: number }
    ).orgId;
    const draft = await s.call(
      '/api/highlight/save',
      { orgId: ownOrg, title: '分部记录', kind: '1', happenedOn: '2026-05-01', summary: '一个支部的记录' },
      { token: own },
    );
    expect(draft.status, draft.envelope.error_msg).toBe(200);
    await settled(s);
    const record = () => s.call('/api/highlight/get', { id: draft.envelope.data.id }, { token: above });
    expect((await record()).status).toBe(200);
    const elsewhere = await s.call(
      '/api/highlight/save',
      { orgId: siblingOrg, title: '兄弟支部写入', kind: '1', happenedOn: '2026-05-02', summary: '另一个支部' },
      { token: sibling },
    );
    expect(elsewhere.status, elsewhere.envelope.error_msg).toBe(200);
    await settled(s);
    before = statementCount();
    expect((await record()).envelope.data.title).toBe('分部记录');
    expect(statementCount() - before, 'a sibling branch’s write keeps a record of another branch').toBe(0);
    expect(
      (await s.call('/api/highlight/save', { ...draft.envelope.data, title: '分部记录改' }, { token: own })).status,
    ).toBe(200);
    await settled(s);
    expect((await record()).envelope.data.title).toBe('分部记录改');
    // A change announced for the whole table (a TRUNCATE, a statement over many organisations) ends every part's reads.
    const g = s.database.changes.generation;
    await s.database.db.execute(sql`SELECT pg_notify('party_changes', 'highlights')`);
    await announced(s, g);
    before = statementCount();
    await list(sibling);
    expect(statementCount() - before).toBeGreaterThan(0);
  });

  it('keeps a record’s read while another record of its branch is written or moved, and ends it when the record itself changes', async () => {
    const own = await s.login('secretary1');
    const ownOrg = ((await s.call('/api/auth/getUserInfo', {}, { token: own })).envelope.data as { orgId: number })
      .orgId;
    const draft = async (title: string) => {
      const r = await s.call(
        '/api/highlight/save',
        { orgId: ownOrg, title, kind: '1', happenedOn: '2026-06-01', summary: '同一支部的两条记录' },
        { token: own },
      );
      expect(r.status, r.envelope.error_msg).toBe(200);
      return r.envelope.data as { id: number; version: number };
    };
    const a = await draft('记录甲');
    const b = await draft('记录乙');
    await settled(s);
    const read = () => s.call('/api/highlight/get', { id: a.id }, { token: own });
    const costOf = async () => {
      const before = statementCount();
      const r = await read();
      expect(r.status).toBe(200);
      return {
        cost: statementCount() - before,
        record: r.envelope.data as { title: string; state: string; version: number },
      };
    };
    await read();
    expect((await costOf()).cost).toBe(0);
    const heard: string[] = [];
    s.database.changes.onChange((tables) => heard.push(...(tables ?? ['(all)'])));
    // The other record edited, then moved (its history written): the first stays kept.
    const edited = await s.call('/api/highlight/save', { ...b, title: '记录乙改' }, { token: own });
    expect(edited.status, edited.envelope.error_msg).toBe(200);
    const moved = await s.call(
      '/api/highlight/transition',
      { id: b.id, version: edited.envelope.data.version, action: 'submit' },
      { token: own },
    );
    expect(moved.status, moved.envelope.error_msg).toBe(200);
    await settled(s);
    expect((await costOf()).cost, 'another record of the branch written and moved').toBe(0);
    // The database announced the other record's row and history by record.
    expect(heard).toContain(`highlights:${ownOrg}/${b.id}`);
    expect(heard).toContain(`workflow_history:highlight/${b.id}`);
    expect(heard.some((t) => t.includes(`/${a.id}`))).toBe(false);
    // The other record changed in the database by another hand: the first still kept.
    let g = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE highlights SET summary = '库内改乙' WHERE id = ${b.id}`);
    await announced(s, g);
    expect((await costOf()).cost).toBe(0);
    // The record itself changed in the database: read afresh.
    g = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE highlights SET title = '库内改甲' WHERE id = ${a.id}`);
    await announced(s, g);
    const changed = await costOf();
    expect(changed.cost).toBeGreaterThan(0);
    expect(changed.record.title).toBe('库内改甲');
    // The record itself moved here: read afresh, in its new state.
    const submitted = await s.call(
      '/api/highlight/transition',
      { id: a.id, version: changed.record.version, action: 'submit' },
      { token: own },
    );
    expect(submitted.status, submitted.envelope.error_msg).toBe(200);
    const after = await costOf();
    expect(after.cost).toBeGreaterThan(0);
    expect(after.record.state).toBe(submitted.envelope.data.state);
    // A statement over more than twenty records of one organisation is announced by that organisation.
    heard.length = 0;
    g = s.database.changes.generation;
    await s.database.db.execute(
      sql`INSERT INTO highlights (org_id, title, kind, happened_on, summary) SELECT ${ownOrg}, '批量' || n, '1', '2026-06-02', '一条语句写入多条' FROM generate_series(1, 21) n`,
    );
    await announced(s, g);
    await settled(s);
    expect(heard).toEqual([`highlights:${ownOrg}`]);
    expect((await costOf()).cost, 'a record of the organisation announced whole').toBeGreaterThan(0);
  });

  it('keeps a read resting on the records it joins or looks up by id while other records of their tables change, and ends it when one of those changes', async () => {
    const branch = await s.login('secretary1');
    const company = await s.login('company1');
    const costOf = async (call: () => Promise<{ status: number; envelope: { data: unknown } }>) => {
      const before = statementCount();
      const r = await call();
      expect(r.status).toBe(200);
      return { cost: statementCount() - before, data: r.envelope.data as Record<string, unknown> };
    };
    const changedInDb = async (statement: ReturnType<typeof sql>) => {
      const g = s.database.changes.generation;
      await s.database.db.execute(statement);
      await announced(s, g);
    };
    // A branch's task reports: each row joins its task, and derives its deadline and state from it.
    const reports = () => s.call('/api/taskSubmission/list', { pageCurrent: 1, pageSize: 20 }, { token: branch });
    const first = ((await costOf(reports)).data.records as { id: number; taskId: number; deadline: string }[])[0];
    expect(first, 'the demo branch has task reports').toBeDefined();
    expect((await costOf(reports)).cost).toBe(0);
    // Another task written by the level above (its draft, then an edit): the branch's reports stay kept.
    const companyOrg = (
      (await s.call('/api/auth/getUserInfo', {}, { token: company })).envelope.data as { orgId: number }
    ).orgId;
    const task = await s.call(
      '/api/task/save',
      {
        orgId: companyOrg,
        taskType: '1',
        title: '缓存无关任务',
        deadline: '2027-03-31',
        targetOrgIds: [],
        indicators: [],
      },
      { token: company },
    );
    expect(task.status, task.envelope.error_msg).toBe(200);
    expect(
      (await s.call('/api/task/save', { ...task.envelope.data, title: '缓存无关任务改' }, { token: company })).status,
    ).toBe(200);
    await settled(s);
    expect((await costOf(reports)).cost, 'a task none of the reports names').toBe(0);
    // The task of a report changed in the database: its reports are read afresh, with the new deadline.
    await changedInDb(sql`UPDATE tasks SET deadline = '2027-01-15' WHERE id = ${first.taskId}`);
    const fresh = await costOf(reports);
    expect(fresh.cost).toBeGreaterThan(0);
    expect((fresh.data.records as { id: number; deadline: string }[]).find((r) => r.id === first.id)?.deadline).toBe(
      '2027-01-15',
    );
    // One report read by id rests on its task (and its indicators) as found, not on every task.
    const report = () => s.call('/api/taskSubmission/get', { id: first.id }, { token: branch });
    await report();
    expect(
      (
        await s.call(
          '/api/task/save',
          {
            ...(await s.call('/api/task/get', { id: task.envelope.data.id }, { token: company })).envelope.data,
            title: '缓存无关任务再改',
          },
          { token: company },
        )
      ).status,
    ).toBe(200);
    await settled(s);
    expect((await costOf(report)).cost, 'a task the report does not belong to').toBe(0);
    await changedInDb(sql`UPDATE tasks SET title = '库内改任务标题' WHERE id = ${first.taskId}`);
    const reread = await costOf(report);
    expect(reread.cost).toBeGreaterThan(0);
    expect(reread.data.taskIdName).toBe('库内改任务标题');

    // A test's paper shows its questions' stems: another question written keeps it, one of its own changed ends it.
    const exams = (
      await s.call(
        '/api/exam/list',
        { pageCurrent: 1, pageSize: 50, filters: { paperMode: 'fixed' } },
        { token: company },
      )
    ).envelope.data.records as { id: number }[];
    expect(exams.length, 'the company has a test with a fixed paper').toBeGreaterThan(0);
    const exam = () => s.call('/api/exam/get', { id: exams[0].id }, { token: company });
    const paper = (await costOf(exam)).data as {
      questions: { questionId: number }[];
      questionStems: Record<string, string>;
    };
    const onPaper = paper.questions[0].questionId;
    const made = await s.call(
      '/api/question/save',
      {
        orgId: companyOrg,
        kind: 'single',
        stem: '缓存无关试题',
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
        ],
        answer: ['A'],
        difficulty: 2,
        enabled: true,
      },
      { token: company },
    );
    expect(made.status, made.envelope.error_msg).toBe(200);
    await settled(s);
    expect((await costOf(exam)).cost, 'a question not on the paper').toBe(0);
    await changedInDb(sql`UPDATE questions SET stem = '库内改题干' WHERE id = ${onPaper}`);
    const repaper = await costOf(exam);
    expect(repaper.cost).toBeGreaterThan(0);
    expect((repaper.data as typeof paper).questionStems[onPaper]).toBe('库内改题干');

    // An article read by a clerk rests on itself: another article written keeps it.
    const articles = (await s.call('/api/article/list', { pageCurrent: 1, pageSize: 20 }, { token: company })).envelope
      .data.records as { id: number; orgId: number }[];
    const article = () => s.call('/api/article/get', { id: articles[0].id }, { token: company });
    await article();
    const other = await s.call(
      '/api/article/save',
      { orgId: companyOrg, channel: 'shiznews', title: '缓存无关新闻', content: '<p>正文</p>' },
      { token: company },
    );
    expect(other.status, other.envelope.error_msg).toBe(200);
    await settled(s);
    expect((await costOf(article)).cost, 'another article').toBe(0);
    await changedInDb(sql`UPDATE articles SET title = '库内改文章标题' WHERE id = ${articles[0].id}`);
    const rearticle = await costOf(article);
    expect(rearticle.cost).toBeGreaterThan(0);
    expect(rearticle.data.title).toBe('库内改文章标题');
  });

  it('answers a repeated read from memory, and a write of this process is read back at once', async () => {
    const token = await s.login('secretary1');
    const before = await listOf(s, token, orgs.branchA);
    const again = await s.call(
      '/api/member/list',
      { pageCurrent: 1, pageSize: 100, filters: { orgId: orgs.branchA } },
      { token },
    );
    expect(again.envelope.data).toEqual(before);
    const created = await createMember(s, token, orgs.branchA, '缓存新党员');
    const after = await listOf(s, token, orgs.branchA);
    expect(after.total).toBe(before.total + 1);
    expect(after.records.some((m) => m.id === created.id)).toBe(true);
    const saved = await s.call(
      '/api/member/save',
      { id: created.id, version: created.version, name: '缓存改名党员' },
      { token },
    );
    expect(saved.status).toBe(200);
    const record = await s.call('/api/member/get', { id: created.id }, { token });
    expect(record.envelope.data).toMatchObject({ name: '缓存改名党员' });
    expect((await listOf(s, token, orgs.branchA)).records.find((m) => m.id === created.id)?.name).toBe('缓存改名党员');
  });

  it('keeps a public read for signed-in callers only: an article read twice by a clerk, not by a visitor', async () => {
    const token = await s.login('company1');
    const list = await s.call(
      '/api/article/list',
      { pageCurrent: 1, pageSize: 20, filters: { state: 'published' } },
      { token },
    );
    const id = (list.envelope.data.records as { id: number }[])[0].id;
    const first = await s.call('/api/article/get', { id }, { token });
    expect(first.status).toBe(200);
    await settled(s);
    let at = statementCount();
    const second = await s.call('/api/article/get', { id }, { token });
    expect(second.envelope.data).toEqual(first.envelope.data);
    expect(statementCount() - at, 'a clerk’s second read of the article').toBe(0);
    const visitor = async () => {
      at = statementCount();
      const r = await s.call('/api/article/get', { id });
      expect(r.status).toBe(200);
      return statementCount() - at;
    };
    // The visitor's read, and the rate limit counting it, go to the database every time.
    await visitor();
    expect(await visitor(), 'a visitor’s second read of the article').toBeGreaterThan(0);
  });

  it('drops cached reads when a change made outside the server is announced', async () => {
    const token = await s.login('secretary1');
    const created = await createMember(s, token, orgs.branchA, '库外改名前');
    expect((await listOf(s, token, orgs.branchA)).records.find((m) => m.id === created.id)?.name).toBe('库外改名前');
    const g = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE members SET name = '库外改名后' WHERE id = ${created.id}`);
    await announced(s, g);
    expect((await listOf(s, token, orgs.branchA)).records.find((m) => m.id === created.id)?.name).toBe('库外改名后');
  });

  it('keeps the reads of records read-only here but announced (exam results), and reads the unannounced operation log afresh each time', async () => {
    const admin = await s.login('admin');
    const auditor = await s.login('auditor');
    const results = () => s.call('/api/examAttempt/list', { pageCurrent: 1, pageSize: 20 }, { token: admin });
    const log = () => s.call('/api/operLog/list', { pageCurrent: 1, pageSize: 20 }, { token: auditor });
    const costOf = async (call: () => Promise<{ status: number; envelope: { data: unknown; error_msg: string } }>) => {
      const before = statementCount();
      const r = await call();
      expect(r.status, r.envelope.error_msg).toBe(200);
      return {
        cost: statementCount() - before,
        data: r.envelope.data as { records: { id: number; score: number | null }[] },
      };
    };
    const first = (await costOf(results)).data.records[0];
    expect(first, 'the seed holds exam results').toBeDefined();
    expect((await costOf(results)).cost).toBe(0);
    await log();
    expect((await costOf(log)).cost, 'the operation log grows unannounced').toBeGreaterThan(0);
    // A result changed outside the server (a taker's attempt scored): announced, and read afresh.
    const g = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE exam_attempts SET score = coalesce(score, 0) + 1 WHERE id = ${first.id}`);
    await announced(s, g);
    const fresh = await costOf(results);
    expect(fresh.cost).toBeGreaterThan(0);
    expect(fresh.data.records.find((r) => r.id === first.id)?.score).toBe((first.score ?? 0) + 1);
  });

  it('does not announce a session’s last-seen touch, but does announce its end', async () => {
    const token = await s.login('orgdept1');
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(200);
    const g = s.database.changes.generation;
    await s.database.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() + interval '1 second' WHERE revoked_at IS NULL`,
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(s.database.changes.generation).toBe(g);
    // Revoked by another process or a tool: the cached session must not outlive the announcement.
    await s.database.db.execute(
      sql`UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND account_id = (SELECT id FROM accounts WHERE account = 'orgdept1')`,
    );
    await announced(s, g);
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(401);
  });

  it('keeps the cached reads of other tables when one table changes, and drops those that read it', async () => {
    const token = await s.login('company1');
    const terms = () => s.call('/api/orgTerm/list', { pageCurrent: 1, pageSize: 50 }, { token });
    await terms();
    const costOf = async (call: () => Promise<unknown>) => {
      const before = statementCount();
      await call();
      return statementCount() - before;
    };
    expect(await costOf(terms)).toBe(0);
    // A member written: the terms' list rests on org_terms and orgs, not on members.
    await createMember(s, token, orgs.branchA, '无关写入党员');
    await settled(s);
    expect(await costOf(terms)).toBe(0);
    // A term written: the list goes back to the database once, then is kept again.
    const term = await s.call(
      '/api/orgTerm/save',
      { orgId: orgs.branchA, termNo: 9, startOn: '2025-01-01' },
      { token },
    );
    expect(term.status).toBe(200);
    await settled(s);
    expect(await costOf(terms)).toBeGreaterThan(0);
    expect(await costOf(terms)).toBe(0);
  });

  it('checks saves against the dictionary and organisations kept in memory, and sees a change made outside the server', async () => {
    const m = await createMember(s, admin, orgs.branchA, '字典缓存党员');
    const save = async (change: Record<string, unknown>) => {
      const current = (await s.call('/api/member/get', { id: m.id }, { token: admin })).envelope.data;
      return s.call('/api/member/save', { ...current, ...change }, { token: admin });
    };
    // The dictionary and the organisations are read once, then kept.
    expect((await save({ phone: '13800138001' })).status).toBe(200);
    let g = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE sys_codes SET enabled = false WHERE dict = 'memberType' AND value = '1'`);
    await announced(s, g);
    try {
      const refused = await save({ memberType: '1' });
      expect(refused.status).toBe(400);
      expect(refused.envelope.error_msg).toMatch(/取值无效/);
    } finally {
      g = s.database.changes.generation;
      await s.database.db.execute(sql`UPDATE sys_codes SET enabled = true WHERE dict = 'memberType' AND value = '1'`);
      await announced(s, g);
    }
    expect((await save({ memberType: '1' })).status).toBe(200);
    // An organisation removed outside the server is no longer one to choose.
    g = s.database.changes.generation;
    const [{ id: gone }] = (
      (await s.database.db.execute(
        sql`INSERT INTO orgs (name, code, parent_id, path, level, type) SELECT '将删除的支部', 'KEPT-READ-TEST', id, path || 'x/', level + 1, type FROM orgs WHERE id = ${orgs.branchA} RETURNING id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    await announced(s, g);
    g = s.database.changes.generation;
    await s.database.db.execute(sql`DELETE FROM orgs WHERE id = ${gone}`);
    await announced(s, g);
    const moved = await save({ orgId: gone });
    expect(moved.status).toBe(400);
    expect(moved.envelope.error_msg).toMatch(/不存在/);
  });

  it('sends identical reads that miss together to the database once', async () => {
    const token = await s.login('company1');
    const list = () =>
      s.call('/api/orgTerm/list', { pageCurrent: 1, pageSize: 20, sort: { field: 'dueOn', order: 'desc' } }, { token });
    const touch = async (termNo: number) =>
      expect(
        (await s.call('/api/orgTerm/save', { orgId: orgs.branchA, termNo, startOn: '2024-01-01' }, { token })).status,
      ).toBe(200);
    await list();
    await touch(10);
    let before = statementCount();
    await list();
    const one = statementCount() - before;
    expect(one).toBeGreaterThan(0);
    await touch(11);
    before = statementCount();
    const answers = await Promise.all(Array.from({ length: 10 }, list));
    expect(statementCount() - before).toBe(one);
    expect(new Set(answers.map((a) => JSON.stringify(a.envelope.data))).size).toBe(1);
  });

  it('asks the database all the same and names a kept answer it contradicts with no change announced (APP_READ_CACHE=verify)', async () => {
    const v = await startTestServer({ APP_READ_CACHE: 'verify' });
    try {
      const token = await v.login('admin');
      const o = await seededOrgs(v, token);
      const created = await createMember(v, token, o.branchA, '核对前');
      const stale = staleReadsOf(v.database.changes);
      await listOf(v, token, o.branchA);
      // Kept, asked again, the same: nothing to name. A write the database announces: nothing either.
      await listOf(v, token, o.branchA);
      await createMember(v, token, o.branchA, '核对中');
      await settled(v);
      expect((await listOf(v, token, o.branchA)).records.some((m) => m.name === '核对中')).toBe(true);
      await listOf(v, token, o.branchA);
      await new Promise((r) => setTimeout(r, 1_200));
      expect(stale.count).toBe(0);
      // A change with the database's triggers off (as a replica applies it) is never announced: memory alone would serve the old name.
      await v.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL session_replication_role = replica`);
        await tx.execute(sql`UPDATE members SET name = '核对后' WHERE id = ${created.id}`);
      });
      expect(
        (await listOf(v, token, o.branchA)).records.find((m) => m.id === created.id)?.name,
        'served from the database',
      ).toBe('核对后');
      await new Promise((r) => setTimeout(r, 1_200));
      expect(stale.count).toBe(1);
      expect(stale.recent[0]).toMatch(/^\/api\/member\/list resting on .*members/);
    } finally {
      await v.close();
    }
  });

  it('serves nothing from memory when told not to (APP_READ_CACHE=off)', async () => {
    const off = await startTestServer({ APP_READ_CACHE: 'off' });
    try {
      expect(off.database.changes.live).toBe(false);
      // Nothing is kept, so no read notes what it rested on either.
      expect(responseCacheOf(off.database)).toBeUndefined();
      const token = await off.login('admin');
      const o = await seededOrgs(off, token);
      const created = await createMember(off, token, o.branchA, '不缓存党员');
      expect((await listOf(off, token, o.branchA)).records.some((m) => m.id === created.id)).toBe(true);
      await off.database.db.execute(sql`UPDATE members SET name = '不缓存改名' WHERE id = ${created.id}`);
      expect((await listOf(off, token, o.branchA)).records.find((m) => m.id === created.id)?.name).toBe('不缓存改名');
    } finally {
      await off.close();
    }
  });
});
