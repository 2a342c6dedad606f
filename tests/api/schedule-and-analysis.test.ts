import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { sql } from 'drizzle-orm';
import { freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import { resultRows } from '../../server/lib/sql-rows';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(skipSuite)('agendas, the calendar feed and analysis', () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let sec2: string;
  let orgs: Orgs;
  beforeAll(async () => {
    s = await startTestServer();
    [admin, sec1, sec2] = await Promise.all(['orgdept1', 'secretary1', 'secretary2'].map((a) => s.login(a)));
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  it('keeps a personal agenda entry to its account, whatever the others’ scope', async () => {
    const saved = await s.call(
      '/api/agendaItem/save',
      { title: '与党员谈心', startAt: `${day(1)}T01:00:00.000Z`, endAt: `${day(1)}T02:00:00.000Z` },
      { token: sec1 },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    const id = saved.envelope.data.id;
    expect((await s.call('/api/agendaItem/get', { id }, { token: sec1 })).status).toBe(200);
    // The group's organisation department sees every branch, but not a secretary's own agenda.
    expect((await s.call('/api/agendaItem/get', { id }, { token: admin })).status).toBe(404);
    expect((await s.call('/api/agendaItem/get', { id }, { token: sec2 })).status).toBe(404);
    const theirs = await s.call('/api/agendaItem/list', { pageSize: 200 }, { token: admin });
    expect(theirs.envelope.data.records.some((r: { id: number }) => r.id === id)).toBe(false);
    const edit = await s.call('/api/agendaItem/save', { id, version: 1, title: '改' }, { token: admin });
    expect(edit.status).toBe(404);
  });

  it('refuses an entry that ends before it starts, naming the field', async () => {
    const r = await s.call(
      '/api/agendaItem/save',
      { title: '倒序', startAt: `${day(2)}T05:00:00.000Z`, endAt: `${day(2)}T04:00:00.000Z` },
      { token: sec1 },
    );
    expect(r.status).toBe(400);
    expect(r.envelope.data.field).toBe('endAt');
  });

  it('answers one’s own entries and what the system knows in the feed, by date', async () => {
    await s.call('/api/agendaItem/save', { title: '支部委员会', startAt: `${day(3)}T01:00:00.000Z` }, { token: sec1 });
    const feed = await s.call('/api/calendar/feed', { from: day(-1), to: day(10) }, { token: sec1 });
    expect(feed.status).toBe(200);
    const items = feed.envelope.data as { date: string; kind: string; title: string; link: string }[];
    expect(items.some((i) => i.kind === 'agenda' && i.title === '支部委员会')).toBe(true);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    for (const i of items) expect(i.link).toMatch(/^\//);
    const other = await s.call('/api/calendar/feed', { from: day(-1), to: day(10) }, { token: sec2 });
    expect((other.envelope.data as { title: string }[]).some((i) => i.title === '支部委员会')).toBe(false);
    expect((await s.call('/api/calendar/feed', { from: day(10), to: day(1) }, { token: sec1 })).status).toBe(400);
    expect((await s.call('/api/calendar/feed', { from: '2020-01-01', to: '2026-01-01' }, { token: sec1 })).status).toBe(
      400,
    );
  });

  it('gives a committee one entry for an arrangement its branches received alike, with how many', async () => {
    const company = await s.login('company1');
    const feed = await s.call(
      '/api/calendar/feed',
      { from: '2026-11-01', to: '2026-12-31', kinds: ['workArrangement'] },
      { token: company },
    );
    expect(feed.status).toBe(200);
    const items = feed.envelope.data as { date: string; title: string; count: number; link: string }[];
    const keys = items.map((i) => `${i.date} ${i.title}`);
    expect(new Set(keys).size, 'no two entries alike').toBe(keys.length);
    const folded = items.find((i) => i.count > 1);
    expect(folded, 'an arrangement several branches still have open').toBeDefined();
    expect(folded!.link).toMatch(/^\/partyAffairs\/workargmt\?tab=received/);
  });

  it('counts the overview of a subtree in SQL, and refuses an organisation outside the caller’s scope', async () => {
    const company = await s.login('company1');
    const whole = await s.call('/api/analysis/overview', {}, { token: admin });
    expect(whole.status).toBe(200);
    const members = await s.call('/api/member/list', { pageSize: 1, filters: { status: '1' } }, { token: admin });
    expect(whole.envelope.data.total).toBe(members.envelope.data.total);
    const sum = (rows: { n: number }[]) => rows.reduce((n, r) => n + r.n, 0);
    for (const rows of Object.values(whole.envelope.data.members) as { n: number }[][])
      expect(sum(rows)).toBe(whole.envelope.data.total);
    const branch = await s.call('/api/analysis/overview', { orgId: orgs.branchA }, { token: company });
    expect(branch.status).toBe(200);
    expect(branch.envelope.data.total).toBeLessThan(whole.envelope.data.total);
    expect(
      (await s.call('/api/analysis/overview', { orgId: orgs.otherCompanyBranch }, { token: company })).status,
    ).toBe(404);
  });

  it('drills integrated statistics from the group down to a branch and exports them', async () => {
    const top = await s.call(
      '/api/analysis/stats',
      { year: new Date().getFullYear(), period: 'year' },
      { token: admin },
    );
    expect(top.status).toBe(200);
    expect(top.envelope.data.rows.length).toBeGreaterThan(0);
    const total = top.envelope.data.total.members;
    expect(top.envelope.data.rows.reduce((n: number, r: { members: number }) => n + r.members, 0)).toBeLessThanOrEqual(
      total,
    );
    const down = await s.call(
      '/api/analysis/stats',
      { orgId: orgs.fleet, year: 2026, period: 'quarter', index: 4 },
      { token: admin },
    );
    expect(down.envelope.data.rows.map((r: { orgId: number }) => r.orgId)).toContain(orgs.branchA);
    const file = await s.call(
      '/api/analysis/export',
      { orgId: orgs.fleet, year: 2026, period: 'month', index: 11 },
      { token: admin },
    );
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toMatch(/spreadsheetml/);
  });
});

describe.skipIf(skipSuite)('leader agendas', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('shows a leader’s agenda to the clerk a grant names, and to nobody else, whatever their scope', async () => {
    const [clerk, orgdept, sec1] = await Promise.all(['clerk1', 'orgdept1', 'secretary1'].map((a) => s.login(a)));
    const leaders = await s.call('/api/calendar/leaders', {}, { token: clerk });
    expect(leaders.status).toBe(200);
    // A leader the clerk keeps and the organisation department holds no grant for (it has one for the group's secretary).
    const seenByOrgdept = new Set(
      ((await s.call('/api/calendar/leaders', {}, { token: orgdept })).envelope.data as { id: number }[]).map(
        (l) => l.id,
      ),
    );
    expect(seenByOrgdept.size).toBeGreaterThan(0);
    const kept = (leaders.envelope.data as { id: number; name: string; canKeep: boolean }[]).find(
      (l) => l.canKeep && !seenByOrgdept.has(l.id),
    )!;
    expect(kept).toBeTruthy();
    const made = await s.call(
      '/api/agendaItem/save',
      { title: '书记接待来访党员', startAt: `${day(2)}T02:00:00.000Z`, leaderId: kept.id },
      { token: clerk },
    );
    expect(made.status, made.envelope.error_msg).toBe(200);
    const feed = await s.call(
      '/api/calendar/leaderFeed',
      { leaderId: kept.id, from: day(0), to: day(7) },
      { token: clerk },
    );
    expect((feed.envelope.data as { title: string }[]).some((i) => i.title === '书记接待来访党员')).toBe(true);
    // The group's organisation department sees every branch, but holds no grant for this leader.
    const theirs = await s.call('/api/calendar/leaders', {}, { token: orgdept });
    expect((theirs.envelope.data as { id: number }[]).some((l) => l.id === kept.id)).toBe(false);
    expect(
      (await s.call('/api/calendar/leaderFeed', { leaderId: kept.id, from: day(0), to: day(7) }, { token: orgdept }))
        .status,
    ).toBe(404);
    expect((await s.call('/api/agendaItem/get', { id: made.envelope.data.id }, { token: orgdept })).status).toBe(404);
    expect((await s.call('/api/agendaItem/get', { id: made.envelope.data.id }, { token: sec1 })).status).toBe(404);
    expect(
      (
        await s.call(
          '/api/agendaItem/save',
          { title: '冒名', startAt: `${day(3)}T02:00:00.000Z`, leaderId: kept.id },
          { token: orgdept },
        )
      ).status,
    ).not.toBe(200);
  });
});

describe.skipIf(skipSuite)('the risk radar', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('flags a member only when dues, organisational life and assigned work have all been silent for six months', async () => {
    const admin = await s.login('orgdept1');
    const o = await seededOrgs(s, admin);
    const make = async (name: string) =>
      (
        await s.call(
          '/api/member/save',
          {
            name,
            idNumber: freshIdNumber(),
            orgId: o.branchB,
            memberType: '2',
            joinedOn: '2010-07-01',
            fullOn: '2011-07-01',
            status: '1',
          },
          { token: admin },
        )
      ).envelope.data.id as number;
    const [silent, noFees, noLife, noWork] = [
      await make('雷达全静默'),
      await make('雷达无党费'),
      await make('雷达无生活'),
      await make('雷达无工作'),
    ];
    const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    const db = s.database.db;
    const [{ id: programId, content_id: contentId }] = resultRows<{ id: number; content_id: number }>(
      await db.execute(
        sql`SELECT p.id, c.id AS content_id FROM edu_programs p JOIN edu_contents c ON c.program_id = p.id LIMIT 1`,
      ),
    );
    const pay = (m: number) =>
      sql`INSERT INTO fee_income (member_id, org_id, month, salary_base, retired, fixed_dues, ratio, due, status, paid, paid_on) VALUES (${m}, ${o.branchB}, ${recent.slice(0, 7)}, 3000, false, false, 0.005, 15, '2', 15, ${recent}::date)`;
    const attend = (m: number) =>
      sql`INSERT INTO meetings (type, org_id, topic, held_at, state, expected, present, absent, share) VALUES ('2', ${o.branchB}, '雷达会议', ${recent}::date, 'approved', ARRAY[${m}]::int[], ARRAY[${m}]::int[], '[]'::jsonb, false)`;
    const study = (m: number) =>
      sql`INSERT INTO study_records (member_id, org_id, program_id, content_id, opened_at, seconds, last_seen_at) VALUES (${m}, ${o.branchB}, ${programId}, ${contentId}, ${recent}::date, 600, ${recent}::date)`;
    for (const q of [attend(noFees), study(noFees), pay(noLife), study(noLife), pay(noWork), attend(noWork)])
      await db.execute(q);
    const r = await s.call('/api/analysis/risk', { orgId: o.branchB }, { token: admin });
    expect(r.status).toBe(200);
    const row = (id: number) =>
      (r.envelope.data.rows as { memberId: number; fired: string[]; flagged: boolean }[]).find(
        (x) => x.memberId === id,
      );
    expect(row(silent)).toMatchObject({ flagged: true });
    expect(row(silent)!.fired.sort()).toEqual(['fees', 'life', 'work']);
    expect(row(noFees)).toMatchObject({ fired: ['fees'], flagged: false });
    expect(row(noLife)).toMatchObject({ fired: ['life'], flagged: false });
    expect(row(noWork)).toMatchObject({ fired: ['work'], flagged: false });
    // A member working away (an open record of the register) is marked, never flagged.
    await db.execute(
      sql`INSERT INTO member_away (member_id, member_name, org_id, place, since, state) VALUES (${silent}, '雷达', ${o.branchB}, '深圳', '2026-01-05', '1')`,
    );
    const again = await s.call('/api/analysis/risk', { orgId: o.branchB }, { token: await s.login('company1') });
    expect(
      (again.envelope.data.rows as { memberId: number; flagged: boolean; excused: boolean }[]).find(
        (x) => x.memberId === silent,
      ),
    ).toMatchObject({ flagged: false, excused: true });
  });
});
