import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { announced } from './support/announced';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { resultRows } from '../../server/lib/sql-rows';
import type { AppraisalSheet, MyAppraisal } from '../../src/contract/calls/appraisal';
import { GRADE, FOLLOW_UP } from '../../src/contract/resource/appraisal';

type Rec = Record<string, any> & { id: number; version: number };
type Answer = { status: number; envelope: { error_msg: string; data: any } };

describe.skipIf(skipSuite)('democratic appraisal', () => {
  let s: TestServer;
  let sec1: string;
  let sec2: string;
  let company: string;
  let member: string;
  let admin: string;
  let orgs: Orgs;
  let member1Id: number;
  let secretary1Id: number;
  let others: number[];

  beforeAll(async () => {
    s = await startTestServer();
    [sec1, sec2, company, member, admin] = await Promise.all(
      ['secretary1', 'secretary2', 'company1', 'member1', 'admin'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
    member1Id = (await s.call('/api/auth/getUserInfo', {}, { token: member })).envelope.data.partyMemberId;
    secretary1Id = (await s.call('/api/auth/getUserInfo', {}, { token: sec1 })).envelope.data.partyMemberId;
    others = [];
    for (const name of ['评议甲', '评议乙', '评议丙'])
      others.push((await createMember(s, admin, orgs.branchA, name)).id);
  });
  afterAll(async () => s?.close());

  const ok = <T = Rec>(r: Answer) => {
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as T;
  };
  const rows = async <T>(q: ReturnType<typeof sql>) => resultRows<T>(await s.database.db.execute(q));
  const participants = () => [member1Id, secretary1Id, ...others];

  /** A round of the first branch with member1, secretary1 and three more taking part, opened by secretary1. */
  async function openedRound(title: string): Promise<Rec> {
    const made = ok(
      await s.call(
        '/api/appraisal/save',
        {
          title,
          year: 2026,
          orgId: orgs.branchA,
          startsOn: '2026-11-01',
          endsOn: '2026-12-20',
          memberIds: participants(),
        },
        { token: sec1 },
      ),
    );
    return ok(
      await s.call(
        '/api/appraisal/transition',
        { id: made.id, version: made.version, action: 'open' },
        { token: sec1 },
      ),
    );
  }
  const sheet = async (id: number, token = sec1) =>
    ok<AppraisalSheet>(await s.call('/api/appraisal/sheet', { id }, { token }));
  const mine = async (token: string) => ok<MyAppraisal[]>(await s.call('/api/my/appraisals', {}, { token }));
  const ballot = (token: string, appraisalId: number, grades: [number, string][]) =>
    s.call(
      '/api/my/appraisal/ballot',
      { appraisalId, grades: grades.map(([memberId, grade]) => ({ memberId, grade })) },
      { token },
    );
  const allQualified = (except: number) =>
    participants()
      .filter((id) => id !== except)
      .map((id) => [id, GRADE.qualified] as [number, string]);
  const propose = (id: number, version: number, lines: Record<string, unknown>[]) =>
    s.call('/api/appraisal/propose', { id, version, lines }, { token: sec1 });

  it('opens a round with a line for each member taking part, and the member sees it on their phone', async () => {
    const round = await openedRound('2026年度民主评议（测试一）');
    expect(round.state).toBe('open');
    const sh = await sheet(round.id);
    expect(sh.lines.map((l) => l.memberId).sort()).toEqual(participants().sort());
    expect(sh.excellentPercent).toBe(30);
    expect(sh.excellentAllowed).toBe(1);
    const mineNow = (await mine(member)).find((a) => a.id === round.id)!;
    expect(mineNow).toMatchObject({ voted: false, state: 'open' });
    expect(mineNow.peers.map((p) => p.memberId).sort()).toEqual(
      participants()
        .filter((id) => id !== member1Id)
        .sort(),
    );
  });

  it('takes the self-assessment at the line version, and refuses a stale one with 409', async () => {
    const round = await openedRound('2026年度民主评议（自评）');
    const own = (await mine(member)).find((a) => a.id === round.id)!;
    const saved = ok<{ version: number }>(
      await s.call(
        '/api/my/appraisal/assess',
        { appraisalId: round.id, version: own.version, text: '一年来认真学习，安全行车无事故。' },
        { token: member },
      ),
    );
    expect(saved.version).toBe(own.version + 1);
    const stale = await s.call(
      '/api/my/appraisal/assess',
      { appraisalId: round.id, version: own.version, text: '重写' },
      { token: member },
    );
    expect(stale.status).toBe(409);
    expect((await sheet(round.id)).lines.find((l) => l.memberId === member1Id)!.selfAssessment).toBe(
      '一年来认真学习，安全行车无事故。',
    );
    // Someone not taking part has no line to write in.
    const outsider = await s.call(
      '/api/my/appraisal/assess',
      { appraisalId: round.id, version: 0, text: '我不在名单' },
      { token: sec2 },
    );
    expect(outsider.status).toBe(403);
  });

  it('takes one anonymous ballot per member: a second is refused, and nothing ties a grade to its voter', async () => {
    const round = await openedRound('2026年度民主评议（投票）');
    const missing = await ballot(member, round.id, allQualified(member1Id).slice(1));
    expect(missing.status).toBe(400);
    const self = await ballot(member, round.id, [...allQualified(member1Id), [member1Id, GRADE.excellent]]);
    expect(self.status).toBe(400);
    const grades = allQualified(member1Id).map(([id]) => [
      id,
      id === others[0] ? GRADE.excellent : GRADE.qualified,
    ]) as [number, string][];
    ok(await ballot(member, round.id, grades));
    const again = await ballot(member, round.id, grades);
    expect(again.status).toBe(409);
    ok(await ballot(sec1, round.id, allQualified(secretary1Id)));
    expect((await mine(member)).find((a) => a.id === round.id)!.voted).toBe(true);

    // The roll holds who voted and nothing else; the tally holds counts per member appraised, never a voter.
    const columns = async (table: string) =>
      (
        await rows<{ column_name: string }>(
          sql`SELECT column_name FROM information_schema.columns WHERE table_name = ${table} ORDER BY column_name`,
        )
      ).map((c) => c.column_name);
    expect(await columns('appraisal_voters')).toEqual(['appraisal_id', 'member_id']);
    expect(await columns('appraisal_tallies')).toEqual(['appraisal_id', 'grade', 'member_id', 'votes']);
    const roll = await rows<{ member_id: number }>(
      sql`SELECT member_id FROM appraisal_voters WHERE appraisal_id = ${round.id} ORDER BY member_id`,
    );
    expect(roll.map((r) => Number(r.member_id))).toEqual([member1Id, secretary1Id].sort((a, b) => a - b));
    // Neither the operation log nor any answer carries what a voter gave.
    const logged = await rows<{ after: unknown; before: unknown }>(
      sql`SELECT before, after FROM operation_log WHERE call = '/api/my/appraisal/ballot' AND record_id = ${String(round.id)}`,
    );
    expect(logged.length).toBeGreaterThanOrEqual(2);
    for (const l of logged) expect(JSON.stringify([l.before, l.after])).not.toMatch(/grade/);

    const sh = await sheet(round.id);
    expect(sh.ballots).toBe(2);
    expect(sh.electorate).toBe(5);
    const tallyOf = (id: number) => sh.lines.find((l) => l.memberId === id)!.tally;
    expect(tallyOf(others[0])).toEqual({ [GRADE.excellent]: 1, [GRADE.qualified]: 1 });
    expect(tallyOf(member1Id)).toEqual({ [GRADE.qualified]: 1 });
    expect(tallyOf(secretary1Id)).toEqual({ [GRADE.qualified]: 1 });
    // The year's points stand beside each member's grade.
    for (const l of sh.lines) expect(typeof l.points).toBe('number');
  });

  it('refuses more 优秀 than the cap, and a 不合格 without its reason or follow-up', async () => {
    const round = await openedRound('2026年度民主评议（等次）');
    const over = await propose(round.id, round.version, [
      { memberId: others[0], grade: GRADE.excellent },
      { memberId: others[1], grade: GRADE.excellent },
    ]);
    expect(over.status).toBe(400);
    expect(over.envelope.error_msg).toContain('30%');
    const noReason = await propose(round.id, round.version, [
      { memberId: others[2], grade: GRADE.unqualified, followUp: FOLLOW_UP.correct },
    ]);
    expect(noReason.status).toBe(400);
    const noFollowUp = await propose(round.id, round.version, [
      { memberId: others[2], grade: GRADE.unqualified, reason: '长期不参加组织生活' },
    ]);
    expect(noFollowUp.status).toBe(400);
    // Not every member graded yet: the round cannot go up.
    const early = await s.call(
      '/api/appraisal/transition',
      { id: round.id, version: round.version, action: 'submit' },
      { token: sec1 },
    );
    expect(early.status).toBe(400);
    // A stricter cap in the standard matter takes effect at the next call once the database has announced it.
    const before = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE matters SET value = '10' WHERE code = 'appraisal.excellentPercent'`);
    await announced(s, before);
    const capped = await propose(round.id, round.version, [{ memberId: others[0], grade: GRADE.excellent }]);
    const restoring = s.database.changes.generation;
    await s.database.db.execute(sql`UPDATE matters SET value = '30' WHERE code = 'appraisal.excellentPercent'`);
    await announced(s, restoring);
    expect(capped.status).toBe(400);
  });

  it('approval by the level above writes the grades to the record and history, starts the follow-up and feeds the risk radar', async () => {
    const round = await openedRound('2026年度民主评议（审批）');
    const proposed = ok<AppraisalSheet>(
      await propose(round.id, round.version, [
        { memberId: member1Id, grade: GRADE.qualified },
        { memberId: secretary1Id, grade: GRADE.excellent },
        { memberId: others[0], grade: GRADE.qualified },
        { memberId: others[1], grade: GRADE.basicallyQualified, reason: '两次无故缺席组织生活' },
        { memberId: others[2], grade: GRADE.unqualified, reason: '长期不参加组织生活', followUp: FOLLOW_UP.correct },
      ]),
    );
    // The stale version of the round is refused: two committee members never overwrite each other.
    expect((await propose(round.id, round.version, [{ memberId: member1Id, grade: GRADE.qualified }])).status).toBe(
      409,
    );
    const submitted = ok(
      await s.call(
        '/api/appraisal/transition',
        { id: round.id, version: proposed.version, action: 'submit' },
        { token: sec1 },
      ),
    );
    expect(submitted.state).toBe('submitted');
    // The branch cannot approve its own round; a sibling's secretary cannot see it.
    const selfApproval = await s.call(
      '/api/appraisal/transition',
      { id: round.id, version: submitted.version, action: 'approve' },
      { token: sec1 },
    );
    expect([403, 404]).toContain(selfApproval.status);
    expect((await s.call('/api/appraisal/sheet', { id: round.id }, { token: sec2 })).status).toBe(404);
    const queue = ok(
      await s.call('/api/appraisal/list', { filters: { state: 'submitted' }, pageSize: 50 }, { token: company }),
    );
    expect(queue.records.some((r: Rec) => r.id === round.id)).toBe(true);
    const approved = ok(
      await s.call(
        '/api/appraisal/transition',
        { id: round.id, version: submitted.version, action: 'approve', opinion: '同意' },
        { token: company },
      ),
    );
    expect(approved.state).toBe('approved');

    const after = await sheet(round.id, company);
    expect(after.lines.find((l) => l.memberId === others[2])!.finalGrade).toBe(GRADE.unqualified);
    const record = ok(await s.call('/api/member/get', { id: others[2] }, { token: sec1 }));
    expect(record).toMatchObject({ appraisalGrade: GRADE.unqualified, appraisalYear: 2026 });
    const history = ok(
      await s.call('/api/membershipEvent/list', { filters: { memberId: others[1] }, pageSize: 50 }, { token: sec1 }),
    );
    expect(
      history.records.some((e: Rec) => e.kind === '13' && e.source === 'appraisal' && e.state === 'approved'),
    ).toBe(true);
    // The member reads the approved grade on their phone.
    expect((await mine(member)).find((a) => a.id === round.id)!.finalGrade).toBe(GRADE.qualified);

    // The follow-up is a to-do of the branch: on its dashboard and in the calendar until done.
    const dash = ok(await s.call('/api/dashboard/summary', {}, { token: sec1 }));
    expect(dash.todos.some((t: Rec) => t.kind === 'appraisalFollowUp' && t.count >= 1)).toBe(true);
    const [line] = await rows<{ due: string | Date }>(
      sql`SELECT follow_up_due AS due FROM appraisal_members WHERE appraisal_id = ${round.id} AND member_id = ${others[2]}`,
    );
    const due = (line.due instanceof Date ? line.due.toISOString() : String(line.due)).slice(0, 10);
    const feed = ok<Rec[]>(await s.call('/api/calendar/feed', { from: due, to: due }, { token: sec1 }));
    expect(feed.some((i) => i.kind === 'appraisalFollowUp' && i.link.includes(`id=${round.id}`))).toBe(true);

    // The risk radar shows 不合格 and 基本合格, never the good grades.
    const risk = ok(await s.call('/api/analysis/risk', { orgId: orgs.branchA }, { token: company }));
    const markOf = (id: number) =>
      (risk.rows as { memberId: number; marks: { key: string; value: string }[] }[]).find((r) => r.memberId === id)
        ?.marks ?? [];
    expect(markOf(others[2])).toEqual([{ key: 'appraisal', value: GRADE.unqualified, year: 2026 }]);
    expect(markOf(others[1])).toEqual([{ key: 'appraisal', value: GRADE.basicallyQualified, year: 2026 }]);
    expect(markOf(secretary1Id)).toEqual([]);

    // Done: the to-do goes.
    const done = ok<AppraisalSheet>(
      await s.call(
        '/api/appraisal/followUpDone',
        { id: round.id, memberId: others[2], version: after.version },
        { token: sec1 },
      ),
    );
    expect(done.lines.find((l) => l.memberId === others[2])!.followUpDoneOn).not.toBeNull();
    const again = await s.call(
      '/api/appraisal/followUpDone',
      { id: round.id, memberId: others[2], version: done.version },
      { token: sec1 },
    );
    expect(again.status).toBe(400);
  });

  it('returns a round with a required opinion, after which the committee proposes again', async () => {
    const round = await openedRound('2026年度民主评议（退回）');
    const proposed = ok<AppraisalSheet>(
      await propose(
        round.id,
        round.version,
        participants().map((memberId) => ({ memberId, grade: GRADE.qualified })),
      ),
    );
    const submitted = ok(
      await s.call(
        '/api/appraisal/transition',
        { id: round.id, version: proposed.version, action: 'submit' },
        { token: sec1 },
      ),
    );
    const bare = await s.call(
      '/api/appraisal/transition',
      { id: round.id, version: submitted.version, action: 'return' },
      { token: company },
    );
    expect(bare.status).toBe(400);
    const returned = ok(
      await s.call(
        '/api/appraisal/transition',
        { id: round.id, version: submitted.version, action: 'return', opinion: '请补充自评材料' },
        { token: company },
      ),
    );
    expect(returned.state).toBe('returned');
    ok(await propose(round.id, returned.version, [{ memberId: others[0], grade: GRADE.excellent }]));
    // Ballots are over once the round has gone up.
    expect((await ballot(member, round.id, allQualified(member1Id))).status).toBe(400);
  });

  it('scopes lists to the caller’s subtree and logs every write', async () => {
    const round = await openedRound('2026年度民主评议（范围）');
    const theirs = ok(
      await s.call('/api/appraisal/list', { pageSize: 200, sort: { field: 'year', order: 'desc' } }, { token: sec2 }),
    );
    expect(theirs.records.some((r: Rec) => r.id === round.id)).toBe(false);
    expect(theirs.records.every((r: Rec) => r.orgId === orgs.branchB)).toBe(true);
    const logged = await rows<{ call: string }>(
      sql`SELECT DISTINCT call FROM operation_log WHERE call LIKE '/api/%appraisal%' AND outcome = 200`,
    );
    expect(logged.map((l) => l.call)).toEqual(
      expect.arrayContaining([
        '/api/appraisal/save',
        '/api/appraisal/transition',
        '/api/appraisal/propose',
        '/api/my/appraisal/assess',
        '/api/my/appraisal/ballot',
      ]),
    );
  });
});
