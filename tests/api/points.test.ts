import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { resultRows } from '../../server/lib/sql-rows';
import { yearPointsOf } from '../../server/modules/points/index';
import type { MemberPoints, PointsRanking } from '../../src/contract/calls/points';

type Rec = Record<string, any> & { id: number; version: number };
const YEAR = 2026;

describe.skipIf(skipSuite)('member points', () => {
  let s: TestServer;
  let sec1: string;
  let sec2: string;
  let company: string;
  let member: string;
  let admin: string;
  let orgs: Orgs;

  beforeAll(async () => {
    s = await startTestServer();
    [sec1, sec2, company, member, admin] = await Promise.all(
      ['secretary1', 'secretary2', 'company1', 'member1', 'admin'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  const ok = <T = Rec>(r: { status: number; envelope: { error_msg: string; data: any } }) => {
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as T;
  };
  const run = (q: ReturnType<typeof sql>) => s.database.db.execute(q);
  const pointsOf = async (memberId: number, token = sec1) =>
    ok<MemberPoints>(await s.call('/api/points/member', { memberId, year: YEAR }, { token }));
  const line = (p: MemberPoints, source: string) => p.lines.find((l) => l.source === source);
  const ranking = async (token: string, body: Record<string, unknown> = {}) =>
    ok<PointsRanking>(await s.call('/api/points/ranking', { year: YEAR, pageSize: 200, ...body }, { token }));

  /** A gathering recorded directly: what the meetings area keeps once a meeting is approved. */
  async function gathering(
    table: 'meetings' | 'activities',
    orgId: number,
    heldAt: string,
    present: number[],
    absent: unknown[] = [],
    state = 'approved',
    type = '2',
  ) {
    const extra = table === 'activities' ? sql`, theme` : sql``;
    const extraValue = table === 'activities' ? sql`, '主题'` : sql``;
    await run(sql`INSERT INTO ${sql.raw(table)} (type, org_id, topic, held_at, expected, present, absent, state ${extra})
      VALUES (${type}, ${orgId}, ${'积分测试' + heldAt}, ${heldAt}::timestamptz, ${`{${present.join(',')}}`}::int[],
        ${`{${present.join(',')}}`}::int[], ${JSON.stringify(absent)}::jsonb, ${state} ${extraValue})`);
  }

  /** One of every kind of record each rule counts, plus the near misses each rule must leave out. */
  async function recordEverything(m: number) {
    const A = orgs.branchA;
    // Meetings: two of the branch, one of the general branch above it, a themed day; not: a sibling's, a draft, last year's.
    await gathering('meetings', A, '2026-03-05T09:00:00+08:00', [m]);
    await gathering('meetings', A, '2026-04-05T09:00:00+08:00', [m]);
    await gathering('meetings', orgs.fleet, '2026-05-05T09:00:00+08:00', [m]);
    await gathering('activities', A, '2026-05-20T09:00:00+08:00', [m], [], 'approved', '1');
    await gathering('meetings', orgs.branchB, '2026-06-05T09:00:00+08:00', [m]);
    await gathering('meetings', A, '2026-07-05T09:00:00+08:00', [m], [], 'draft');
    await gathering('meetings', A, '2025-12-31T23:00:00+08:00', [m]);
    // Missed: once without leave; once on leave, which costs nothing.
    await gathering(
      'meetings',
      A,
      '2026-08-05T09:00:00+08:00',
      [],
      [{ memberId: m, reason: '未请假', withoutLeave: true }],
    );
    await gathering('meetings', A, '2026-09-05T09:00:00+08:00', [], [{ memberId: m, reason: '病假' }]);
    // Volunteer service: one approved volunteering activity.
    await gathering('activities', A, '2026-06-15T09:00:00+08:00', [m], [], 'approved', '2');
    // Study: an hour and a half, then an hour: two full hours.
    const contents = resultRows<{ id: number; program_id: number }>(
      await run(sql`SELECT id, program_id FROM edu_contents ORDER BY id LIMIT 2`),
    );
    for (const [i, c] of contents.entries())
      await run(sql`INSERT INTO study_records (member_id, org_id, program_id, content_id, opened_at, seconds)
        VALUES (${m}, ${A}, ${c.program_id}, ${c.id}, '2026-04-10T10:00:00+08:00', ${i === 0 ? 5400 : 3600})`);
    // Exams: one passed, one failed.
    const [exam1, exam2] = resultRows<{ id: number }>(
      await run(sql`INSERT INTO exams (title, opens_at, closes_at, duration_minutes, pass_mark, org_id)
        VALUES ('积分测试考试一', '2026-05-01', '2026-05-31', 60, 60, ${A}), ('积分测试考试二', '2026-05-01', '2026-05-31', 60, 60, ${A}) RETURNING id`),
    );
    await run(sql`INSERT INTO exam_attempts (exam_id, member_id, org_id, started_at, deadline, submitted_at, score, passed)
      VALUES (${exam1.id}, ${m}, ${A}, '2026-05-02T09:00:00+08:00', '2026-05-02T10:00:00+08:00', '2026-05-02T09:40:00+08:00', 80, true),
             (${exam2.id}, ${m}, ${A}, '2026-05-03T09:00:00+08:00', '2026-05-03T10:00:00+08:00', '2026-05-03T09:40:00+08:00', 40, false)`);
    // Ballots: two this year, one last year.
    const votes = resultRows<{ id: number }>(
      await run(sql`INSERT INTO votes (title, kind, org_id, opens_at, closes_at) VALUES
        ('积分测试投票一', 'survey', ${A}, '2026-03-01T09:00:00+08:00', '2026-03-05T09:00:00+08:00'),
        ('积分测试投票二', 'survey', ${A}, '2026-06-01T09:00:00+08:00', '2026-06-05T09:00:00+08:00'),
        ('积分测试投票三', 'survey', ${A}, '2025-06-01T09:00:00+08:00', '2025-06-05T09:00:00+08:00') RETURNING id`),
    );
    for (const v of votes) await run(sql`INSERT INTO vote_voters (vote_id, member_id) VALUES (${v.id}, ${m})`);
    // Dues: January on time, February late, March unpaid, April reduced and on time.
    await run(sql`INSERT INTO fee_income (member_id, org_id, month, salary_base, status, paid, paid_on) VALUES
      (${m}, ${A}, '2026-01', 5000, '2', 50, '2026-01-20'), (${m}, ${A}, '2026-02', 5000, '2', 50, '2026-03-05'),
      (${m}, ${A}, '2026-03', 5000, '1', NULL, NULL), (${m}, ${A}, '2026-04', 5000, '5', 20, '2026-04-30')`);
    // An emergency task answered once in a reported submission; not: a submission still to do, an annual task.
    const tasks = resultRows<{ id: number }>(
      await run(sql`INSERT INTO tasks (task_type, title, deadline, org_id) VALUES ('3', '积分测试应急任务', '2026-05-10', ${orgs.root}),
        ('3', '积分测试应急任务二', '2026-06-10', ${orgs.root}), ('1', '积分测试年度任务', '2026-12-10', ${orgs.root}) RETURNING id`),
    );
    const responders = JSON.stringify([{ memberId: m, name: '测试', at: '2026-05-01T08:00:00+08:00', what: '到岗' }]);
    for (const [i, t] of tasks.entries())
      await run(sql`INSERT INTO task_submissions (task_id, org_id, responders, state)
        VALUES (${t.id}, ${A}, ${responders}::jsonb, ${i === 1 ? 'todo' : 'approved'})`);
  }

  let counted: { id: number };

  it('counts each rule over what the system records, and nothing beside it', async () => {
    counted = await createMember(s, sec1, orgs.branchA, '积分全项');
    await recordEverything(counted.id);
    const p = await pointsOf(counted.id);
    const got = Object.fromEntries(p.lines.map((l) => [l.source, [l.count, l.points]]));
    expect(got).toEqual({
      meetingAttended: [4, 8],
      meetingMissed: [1, -5],
      volunteerService: [1, 3],
      studyHours: [2, 2],
      examPassed: [1, 3],
      ballotCast: [2, 2],
      duesOnTime: [2, 2],
      emergencyResponse: [1, 5],
    });
    expect(p.total).toBe(20);
    expect(p.items.map((i) => i.points).reduce((a, b) => a + b, 0)).toBe(20);
    expect(p.items.find((i) => i.source === 'studyHours' && i.minutes === 90)).toBeTruthy();
    // The ranking and the appraisal's figure count the same year.
    const row = (await ranking(sec1, { name: '积分全项' })).records[0];
    expect(row).toMatchObject({
      memberId: counted.id,
      total: 20,
      bySource: { meetingMissed: -5, emergencyResponse: 5 },
    });
    expect((await yearPointsOf(s.database.db, YEAR, [counted.id])).get(counted.id)).toBe(20);
  });

  it('keeps an absence without leave as the meeting is saved', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '积分缺席');
    const saved = ok(
      await s.call(
        '/api/meeting/save',
        {
          orgId: orgs.branchA,
          type: '2',
          topic: '积分缺席支委会',
          plannedAt: '2026-10-10T01:00:00.000Z',
          expected: [m.id],
          absent: [{ memberId: m.id, reason: '未请假', withoutLeave: true }],
        },
        { token: sec1 },
      ),
    );
    const got = ok(await s.call('/api/meeting/get', { id: saved.id }, { token: sec1 }));
    expect(got.absent).toEqual([{ memberId: m.id, reason: '未请假', withoutLeave: true }]);
    const refused = await s.call(
      '/api/meeting/save',
      { ...got, absent: [{ memberId: m.id, reason: '未请假', withoutLeave: 'yes' }] },
      { token: sec1 },
    );
    expect(refused.status).toBe(400);
  });

  it('holds each rule within its yearly cap, a rule that takes away as much as one that gives', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '积分封顶');
    for (let i = 1; i <= 7; i++)
      await gathering(
        'meetings',
        orgs.branchA,
        `2026-0${i}-12T09:00:00+08:00`,
        [],
        [{ memberId: m.id, reason: '未请假', withoutLeave: true }],
      );
    for (let i = 1; i <= 9; i++)
      await run(sql`INSERT INTO fee_income (member_id, org_id, month, salary_base, status, paid, paid_on)
        VALUES (${m.id}, ${orgs.branchA}, ${`2025-0${i}`}, 5000, '2', 50, ${`2025-0${i}-10`}),
               (${m.id}, ${orgs.branchA}, ${`2026-0${i}`}, 5000, '2', 50, ${`2026-0${i}-10`})`);
    const p = await pointsOf(m.id);
    // Seven times -5 is -35: the cap of 30 holds it at -30; nine months of dues on time give 9 (cap 12).
    expect(line(p, 'meetingMissed')).toMatchObject({ count: 7, points: -30, cap: 30 });
    expect(line(p, 'duesOnTime')).toMatchObject({ count: 9, points: 9 });
    const missed = p.items.filter((i) => i.source === 'meetingMissed').reverse();
    expect(missed.map((i) => i.points)).toEqual([-5, -5, -5, -5, -5, -5, 0]);
    expect(missed.at(-1)!.capped).toBe(true);
    expect((await ranking(sec1, { name: '积分封顶' })).records[0].total).toBe(-21);
  });

  it('counts with a rule as the matters say at the next computation: points, cap, disabled', async () => {
    const [matter] = ok<{ records: Rec[] }>(
      await s.call('/api/matter/list', { filters: { code: 'points.ballotCast' } }, { token: admin }),
    ).records;
    const full = ok(await s.call('/api/matter/get', { id: matter.id }, { token: admin }));
    expect(full).toMatchObject({ category: 'pointsRule', value: '1,10' });
    expect(line(await pointsOf(counted.id), 'ballotCast')).toMatchObject({ count: 2, points: 2 });

    const changed = ok(await s.call('/api/matter/save', { ...full, value: '4,6' }, { token: admin }));
    let p = await pointsOf(counted.id);
    expect(line(p, 'ballotCast')).toMatchObject({ count: 2, points: 6, cap: 6 });
    expect(p.total).toBe(24);
    expect((await ranking(sec1, { name: '积分全项' })).records[0].total).toBe(24);

    const off = ok(await s.call('/api/matter/save', { ...changed, enabled: false }, { token: admin }));
    p = await pointsOf(counted.id);
    expect(line(p, 'ballotCast')).toBeUndefined();
    expect(p.total).toBe(18);

    // A points rule's value is its points and cap, never 0 points.
    for (const value of ['0,10', 'two', '1,-3'])
      expect((await s.call('/api/matter/save', { ...off, value }, { token: admin })).status, value).toBe(400);
    ok(await s.call('/api/matter/save', { ...off, value: '1,10', enabled: true }, { token: admin }));
    expect((await pointsOf(counted.id)).total).toBe(20);
  });

  it('counts a branch entry only once the level above has approved it', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '积分加分');
    const before = (await pointsOf(m.id)).total;
    let e = ok(
      await s.call(
        '/api/pointsEntry/save',
        { memberId: m.id, awardedOn: '2026-06-01', points: 5, reason: '拾金不昧' },
        { token: sec1 },
      ),
    );
    expect(e).toMatchObject({ state: 'draft', orgId: orgs.branchA, memberName: '积分加分' });
    expect((await pointsOf(m.id)).total).toBe(before);
    const move = (token: string, action: string, opinion?: string) =>
      s.call('/api/pointsEntry/transition', { id: e.id, version: e.version, action, opinion }, { token });
    e = ok(await move(sec1, 'submit'));
    expect((await pointsOf(m.id)).total).toBe(before);
    // The branch cannot approve its own entry; the committee above returns it with an opinion, then approves.
    expect((await move(sec1, 'approve')).status).toBe(403);
    expect((await move(company, 'return')).status).toBe(400);
    e = ok(await move(company, 'return', '请补充表扬来源'));
    expect((await pointsOf(m.id)).total).toBe(before);
    e = ok(await move(sec1, 'submit'));
    e = ok(await move(company, 'approve'));
    const p = await pointsOf(m.id);
    expect(p.total).toBe(before + 5);
    expect(p.items.find((i) => i.source === 'manual')).toMatchObject({
      on: '2026-06-01',
      title: '拾金不昧',
      points: 5,
    });
    // Nothing is entered for 0 points, nor ahead of today.
    const zero = await s.call(
      '/api/pointsEntry/save',
      { memberId: m.id, awardedOn: '2026-06-01', points: 0, reason: '零分' },
      { token: sec1 },
    );
    expect(zero.status).toBe(400);
    const ahead = await s.call(
      '/api/pointsEntry/save',
      { memberId: m.id, awardedOn: '2099-01-01', points: 2, reason: '未来' },
      { token: sec1 },
    );
    expect(ahead.status).toBe(400);
  });

  it('shows a sibling branch nothing of another branch: rankings, members, entries', async () => {
    expect((await s.call('/api/points/ranking', { orgId: orgs.branchA, year: YEAR }, { token: sec2 })).status).toBe(
      404,
    );
    expect((await s.call('/api/points/member', { memberId: counted.id, year: YEAR }, { token: sec2 })).status).toBe(
      404,
    );
    const own = await ranking(sec2);
    expect(own.org.id).toBe(orgs.branchB);
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((r) => r.orgId === orgs.branchB)).toBe(true);
    const entries = ok<{ records: Rec[] }>(await s.call('/api/pointsEntry/list', { pageSize: 100 }, { token: sec2 }));
    expect(entries.records.length).toBeGreaterThan(0);
    expect(entries.records.every((r) => r.orgId === orgs.branchB)).toBe(true);
    const made = await s.call(
      '/api/pointsEntry/save',
      { memberId: counted.id, awardedOn: '2026-06-01', points: 2, reason: '越权' },
      { token: sec2 },
    );
    // The member lies outside the secretary's subtree: refused as a reference it cannot see.
    expect(made.status, made.envelope.error_msg).toBe(400);
    expect(made.envelope.error_msg).toMatch(/党员/);
    // A member has no ranking screen.
    expect((await s.call('/api/points/ranking', { year: YEAR }, { token: member })).status).toBe(403);
  });

  it('ranks members by their year in their branch and across a committee, equal totals sharing a rank', async () => {
    const branch = await ranking(sec1);
    const totals = branch.records.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const [i, r] of branch.records.entries()) {
      const higher = branch.records.filter((x) => x.total > r.total).length;
      expect(r.rank, `row ${i}`).toBe(higher + 1);
      expect(r.branchRank).toBe(r.rank);
    }
    expect(branch.total).toBe(branch.records.length);
    const committee = await ranking(company, { orgId: orgs.fleet });
    expect(committee.records.some((r) => r.orgId === orgs.branchB)).toBe(true);
    for (const r of committee.records) {
      const peers = committee.records.filter((x) => x.orgId === r.orgId);
      expect(r.branchRank).toBe(peers.filter((x) => x.total > r.total).length + 1);
      expect(r.rank).toBe(committee.records.filter((x) => x.total > r.total).length + 1);
    }
    // A page is a slice of the same order; the total counts every member.
    const page2 = await ranking(company, { orgId: orgs.fleet, pageCurrent: 2, pageSize: 5 });
    expect(page2.total).toBe(committee.total);
    expect(page2.records.map((r) => r.memberId)).toEqual(committee.records.slice(5, 10).map((r) => r.memberId));

    // The member's own screen: their total and rank as the branch ranking has them, every item adding up.
    const mine = ok<MemberPoints>(await s.call('/api/my/points', { year: YEAR }, { token: member }));
    const row = branch.records.find((r) => r.memberId === mine.memberId)!;
    expect(mine).toMatchObject({ total: row.total, branchRank: row.branchRank, branchSize: branch.total });
    expect(mine.items.length).toBeGreaterThan(5);
    expect(Math.round(mine.lines.reduce((a, l) => a + l.points, 0) * 10) / 10).toBe(mine.total);
    expect(mine.lines.find((l) => l.source === 'manual')).toBeTruthy();
  });
});
