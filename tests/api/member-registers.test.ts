import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { resultRows } from '../../server/lib/sql-rows';
import { groupDay } from '../../server/lib/group-zone';

type Rec = Record<string, any> & { id: number; version: number };

describe.skipIf(skipSuite)('members in hardship and members working away', () => {
  let s: TestServer;
  let sec1: string;
  let sec2: string;
  let company: string;
  let member: string;
  let orgs: Orgs;

  beforeAll(async () => {
    s = await startTestServer();
    [sec1, sec2, company, member] = await Promise.all(
      ['secretary1', 'secretary2', 'company1', 'member1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, await s.login('admin'));
  });
  afterAll(async () => s?.close());

  const ok = (r: { status: number; envelope: { error_msg: string; data: any } }) => {
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as Rec;
  };
  const save = (entity: string, values: Record<string, unknown>, token = sec1) =>
    s.call(`/api/${entity}/save`, values, { token });
  const move = (entity: string, r: Rec, action: string, token = sec1, extra: Record<string, unknown> = {}) =>
    s.call(`/api/${entity}/transition`, { id: r.id, version: r.version, action, ...extra }, { token });
  const ledgerOf = async (aidId: number) =>
    resultRows<{ category: string; org_id: number }>(
      await s.database.db.execute(
        sql`SELECT e.category, e.org_id FROM fee_expenses e JOIN hardship_aids a ON a.expense_id = e.id WHERE a.id = ${aidId}`,
      ),
    );
  const expensesNamed = async (name: string) =>
    resultRows<{ id: number; amount: string }>(
      await s.database.db.execute(
        sql`SELECT id, amount::text AS amount FROM fee_expenses WHERE purpose LIKE ${'%' + name + '%'}`,
      ),
    );

  async function hardshipOf(name: string, token = sec1, orgId = orgs.branchA): Promise<Rec> {
    const m = await createMember(s, token, orgId, name);
    return ok(
      await save(
        'memberHardship',
        { memberId: m.id, kind: '1', level: '3', since: '2026-01-10', cause: '大病住院', contact: '13800000001' },
        token,
      ),
    );
  }

  it('writes aid paid from dues once into the ledger, and keeps the entry in step with edits and deletes', async () => {
    const name = '帮扶账目甲';
    const h = await hardshipOf(name);
    const aid = ok(
      await save('hardshipAid', {
        hardshipId: h.id,
        visitedOn: '2026-01-30',
        visitors: '支部书记',
        form: '1',
        amount: '600.00',
        source: '1',
      }),
    );
    expect(aid.expenseId).toEqual(expect.any(Number));
    let rows = await expensesNamed(name);
    expect(rows).toEqual([{ id: aid.expenseId, amount: '600.00' }]);
    const [entry] = await ledgerOf(aid.id);
    expect(entry).toMatchObject({ category: '4', org_id: orgs.branchA });

    // The ledger's own screen refuses to change or remove it: the aid keeps it.
    const got = ok(await s.call('/api/feeExpense/get', { id: aid.expenseId }, { token: sec1 }));
    expect((await save('feeExpense', { ...got, amount: '1.00' })).status).toBe(409);
    expect((await s.call('/api/feeExpense/delete', { id: got.id, version: got.version }, { token: sec1 })).status).toBe(
      409,
    );

    // An edit rewrites the one entry; saving twice makes no second one.
    const edited = ok(await save('hardshipAid', { ...aid, amount: '750.50', visitedOn: '2026-02-01' }));
    rows = await expensesNamed(name);
    expect(rows).toEqual([{ id: aid.expenseId, amount: '750.50' }]);
    // Paid by the trade union instead: no longer a dues expense.
    const union = ok(await save('hardshipAid', { ...edited, source: '2' }));
    expect(union.expenseId).toBeNull();
    expect(await expensesNamed(name)).toEqual([]);
    // Back to dues: one entry again.
    const dues = ok(await save('hardshipAid', { ...union, source: '1' }));
    expect(await expensesNamed(name)).toHaveLength(1);
    // Deleting the aid removes its entry with it.
    ok(await s.call('/api/hardshipAid/delete', { id: dues.id, version: dues.version }, { token: sec1 }));
    expect(await expensesNamed(name)).toEqual([]);
  });

  it('refuses aid from dues without an amount, and writes nothing to the ledger then', async () => {
    const h = await hardshipOf('帮扶账目乙');
    const r = await save('hardshipAid', {
      hardshipId: h.id,
      visitedOn: '2026-01-30',
      visitors: '支部书记',
      form: '2',
      goods: '米面油',
      source: '1',
    });
    expect(r.status).toBe(400);
    expect(r.envelope.data.fields.amount).toBeTruthy();
    expect(await expensesNamed('帮扶账目乙')).toEqual([]);
  });

  it('confirms a hardship by the level above, dates the review, and reopens it for the next year', async () => {
    const h = await hardshipOf('年度复核党员');
    const submitted = ok(await move('memberHardship', h, 'submit'));
    expect(submitted.state).toBe('submitted');
    // The branch cannot confirm its own register; the company committee can.
    expect((await move('memberHardship', submitted, 'approve')).status).toBe(403);
    const approved = ok(await move('memberHardship', submitted, 'approve', company));
    expect(approved).toMatchObject({ state: 'approved', reviewedOn: groupDay() });
    const reopened = ok(await move('memberHardship', approved, 'review'));
    expect(reopened.state).toBe('draft');
  });

  it('ends a working-away record on return: the member is no longer flowing and the record is closed', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '外出务工党员');
    const away = ok(
      await save('memberAway', {
        memberId: m.id,
        place: '深圳市宝安区',
        employer: '深圳巴士集团',
        since: '2026-03-01',
        until: '2026-12-31',
        hostOrgName: '深圳巴士集团第三分公司党委',
        certificateNo: 'LD2026030001',
      }),
    );
    expect(away.state).toBe('1');
    expect(ok(await s.call('/api/member/get', { id: m.id }, { token: sec1 })).flowing).toBe(true);
    // One open record at a time.
    const second = await save('memberAway', { memberId: m.id, place: '广州', since: '2026-04-01' });
    expect(second.status).toBe(400);
    expect(second.envelope.data.fields.memberId).toBeTruthy();

    const back = ok(await move('memberAway', away, 'return', sec1, { returnedOn: '2026-10-08' }));
    expect(back).toMatchObject({ state: '2', returnedOn: '2026-10-08' });
    expect(ok(await s.call('/api/member/get', { id: m.id }, { token: sec1 })).flowing).toBe(false);
    // Ended: no more edits, and no second return.
    expect((await save('memberAway', { ...back, remark: '补记' })).status).toBe(409);
    expect((await move('memberAway', back, 'return')).status).not.toBe(200);
    // A later departure opens a new record.
    ok(await save('memberAway', { memberId: m.id, place: '雄安新区', since: '2026-11-01' }));
  });

  it('the risk radar marks a member working away from the register, and flags them again after return', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '雷达流动党员');
    const radar = async () =>
      (
        ok(await s.call('/api/analysis/risk', { orgId: orgs.branchA }, { token: company })).rows as {
          memberId: number;
          flagged: boolean;
          excused: boolean;
        }[]
      ).find((r) => r.memberId === m.id);
    expect(await radar()).toMatchObject({ flagged: true, excused: false });
    const away = ok(await save('memberAway', { memberId: m.id, place: '郑州市', since: '2026-05-01' }));
    expect(await radar()).toMatchObject({ flagged: false, excused: true });
    ok(await move('memberAway', away, 'return'));
    expect(await radar()).toMatchObject({ flagged: true, excused: false });
  });

  it('scopes both registers by organisation subtree, seeded records included', async () => {
    const names = async (entity: string, token: string) =>
      (ok(await s.call(`/api/${entity}/list`, { pageSize: 200 }, { token })).records as Rec[]).map((r) => r.orgId);
    for (const entity of ['memberHardship', 'memberAway', 'hardshipAid']) {
      const own = await names(entity, sec1);
      const sibling = await names(entity, sec2);
      const above = await names(entity, company);
      expect(own.length, entity).toBeGreaterThan(0);
      expect(sibling.length, entity).toBeGreaterThan(0);
      expect(new Set(own), entity).toEqual(new Set([orgs.branchA]));
      expect(new Set(sibling), entity).toEqual(new Set([orgs.branchB]));
      expect(above, entity).toEqual(expect.arrayContaining([orgs.branchA, orgs.branchB]));
    }
    const mine = (ok(await s.call('/api/memberHardship/list', { pageSize: 1 }, { token: sec1 })).records as Rec[])[0];
    // Out of scope is not found: a sibling branch learns nothing of the record.
    expect((await s.call('/api/memberHardship/get', { id: mine.id }, { token: sec2 })).status).toBe(404);
    const h = await hardshipOf('越权慰问对象');
    const foreign = await save(
      'hardshipAid',
      { hardshipId: h.id, visitedOn: '2026-06-01', visitors: '他人', form: '1', amount: '1.00', source: '2' },
      sec2,
    );
    expect(foreign.status).not.toBe(200);
  });

  it('puts the visits before the Spring Festival and 1 July in the calendar of staff, not of members', async () => {
    const feed = async (token: string, from: string, to: string) =>
      (
        await s.call(
          '/api/calendar/feed',
          { from, to, kinds: ['hardshipSpringFestival', 'hardshipJulyFirst'] },
          { token },
        )
      ).envelope.data as { kind: string; date: string; end?: string; orgId?: number; figure?: number }[];
    // The Spring Festival of 2027 falls on 6 February.
    const spring = await feed(sec1, '2027-01-01', '2027-02-28');
    expect(spring).toEqual([
      expect.objectContaining({
        kind: 'hardshipSpringFestival',
        date: '2027-01-23',
        end: '2027-02-05',
        orgId: orgs.branchA,
      }),
    ]);
    expect(spring[0].figure).toBeGreaterThan(0);
    const july = await feed(sec1, '2026-06-01', '2026-07-31');
    expect(july).toEqual([
      expect.objectContaining({ kind: 'hardshipJulyFirst', date: '2026-06-17', end: '2026-06-30' }),
    ]);
    expect(await feed(member, '2027-01-01', '2027-02-28')).toEqual([]);
  });
});
