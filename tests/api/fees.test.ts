import { wordIn, type Message } from '../../src/contract/messages/message';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/contract/cipher';
import { fenOf, moneyOfFen } from '../../src/contract/resource/check';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';
import { measure } from '../../server/lib/measures';
import { calendarItems } from '../../server/lib/calendar-feed';
import type { SessionUser } from '../../server/lib/session-user';

interface FeeRow {
  id: number;
  version: number;
  memberId: number;
  orgId: number;
  month: string;
  salaryBase: string;
  due: string;
  paid: string | null;
  status: string;
  warnings?: Message[];
}

describe.skipIf(skipSuite)('party fees', () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let sec2: string;
  let company: string;
  let member: string;
  let orgs: Orgs;
  const open = (body: string) => JSON.parse(decryptText(body, { key: s.config.aesKey, iv: s.config.aesIv }));
  const list = async (token: string, filters: Record<string, unknown>, pageSize = 200) =>
    (await s.call('/api/feeIncome/list', { pageSize, filters }, { token })).envelope.data as {
      records: FeeRow[];
      total: number;
    };

  beforeAll(async () => {
    s = await startTestServer();
    [admin, sec1, sec2, company, member] = await Promise.all(
      ['admin', 'secretary1', 'secretary2', 'company1', 'member1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  it('prints the seeded group summary before any test changes it', async () => {
    const r = await s.call('/api/feeIncome/summary', { year: 2026 }, { token: admin });
    const g = await s.call(
      '/api/feeIncome/summary',
      { orgId: r.envelope.data.rows[0].orgId, year: 2026 },
      { token: admin },
    );
    console.log(
      [
        'org | members | rows | due | paid | rate',
        ...g.envelope.data.rows.map(
          (x: any) =>
            `${x.orgName} | ${x.members} | ${x.rows} | ${x.due} | ${x.paid} | ${x.rate === null ? '-' : (x.rate * 100).toFixed(2) + '%'}`,
        ),
      ].join('\n'),
    );
    expect(g.envelope.data.rows.length).toBeGreaterThan(1);
  });

  it('generates a month once: a second run creates nothing twice', async () => {
    const first = await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-01' }, { token: sec1 });
    expect(first.status, first.envelope.error_msg).toBe(200);
    const { total } = await list(sec1, { month: '2027-01' });
    expect(first.envelope.data.created).toBe(total);
    expect(total).toBeGreaterThan(5);
    const again = await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-01' }, { token: sec1 });
    expect(again.envelope.data).toEqual({ created: 0 });
    // Two at once still make one row per member.
    const both = await Promise.all(
      [1, 2].map(() => s.call('/api/feeIncome/generate', { orgId: orgs.fleet, month: '2027-02' }, { token: admin })),
    );
    const made = both.map((r) => r.envelope.data?.created ?? 0);
    const rows = await list(admin, { month: '2027-02', orgId: orgs.fleet });
    expect(made[0] + made[1]).toBe(rows.total);
    expect(new Set(rows.records.map((r) => r.memberId)).size).toBe(rows.total);
  });

  it('takes each member base and prices the month by the brackets', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '基数测试');
    const r = await s.call(
      '/api/feeIncome/save',
      { memberId: m.id, month: '2026-12', salaryBase: '5000.01', retired: false, status: '1' },
      { token: sec1 },
    );
    expect(r.status, r.envelope.error_msg).toBe(200);
    expect(r.envelope.data).toMatchObject({ orgId: orgs.branchA, ratio: 0.015, due: '75.10', status: '1' });
    await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-03' }, { token: sec1 });
    const [row] = (await list(sec1, { month: '2027-03', memberId: m.id })).records;
    expect(row).toMatchObject({ salaryBase: '5000.01', due: '75.10' });
  });

  it('refuses a generate, a payment or a change outside the caller branch', async () => {
    expect(
      (await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-04' }, { token: sec2 })).status,
    ).toBe(403);
    expect(
      (
        await s.call(
          '/api/feeIncome/generate',
          { orgId: orgs.otherCompanyBranch, month: '2027-04' },
          { token: company },
        )
      ).status,
    ).toBe(403);
    const theirs = (await list(sec1, { month: '2027-01' })).records[0];
    expect((await s.call('/api/feeIncome/get', { id: theirs.id }, { token: sec2 })).status).toBe(404);
    const pay = await s.call(
      '/api/feeIncome/pay',
      { rows: [{ id: theirs.id, version: theirs.version }], paidOn: '2027-01-10' },
      { token: sec2 },
    );
    expect(pay.status).toBe(404);
    const own = await list(sec2, {});
    expect(own.records.every((r) => r.orgId === orgs.branchB)).toBe(true);
    const sub = await list(company, { month: '2027-02' });
    expect(sub.total).toBeGreaterThan(0);
    expect(new Set(sub.records.map((r) => r.orgId)).has(orgs.otherCompanyBranch)).toBe(false);
  });

  it('marks many rows paid on one date, refuses a stale one, warns on a late back payment', async () => {
    const { records } = await list(sec1, { month: '2027-01' });
    const chosen = records.slice(0, 3);
    const stale = await s.call(
      '/api/feeIncome/pay',
      {
        rows: chosen.map((r, i) => ({ id: r.id, version: i === 0 ? r.version + 7 : r.version })),
        paidOn: '2027-01-20',
      },
      { token: sec1 },
    );
    expect(stale.status).toBe(409);
    const paid = await s.call(
      '/api/feeIncome/pay',
      { rows: chosen.map((r) => ({ id: r.id, version: r.version })), paidOn: '2027-01-20' },
      { token: sec1 },
    );
    expect(paid.status, paid.envelope.error_msg).toBe(200);
    expect(paid.envelope.data).toMatchObject({ paid: 3, skipped: 0, warnings: [] });
    const after = await list(sec1, { month: '2027-01', status: '2' });
    expect(after.records.map((r) => r.id).sort()).toEqual(chosen.map((r) => r.id).sort());
    expect(after.records.every((r) => r.paid === r.due)).toBe(true);

    const late = records[3];
    const back = await s.call(
      '/api/feeIncome/pay',
      { rows: [{ id: late.id, version: late.version }], paidOn: '2027-09-01' },
      { token: sec1 },
    );
    expect(wordIn(back.envelope.data.warnings[0], 'zh')).toContain('超过6个月');
    const got = await s.call('/api/feeIncome/get', { id: late.id }, { token: sec1 });
    expect(got.envelope.data).toMatchObject({ status: '3', paidOn: '2027-09-01' });
    expect(wordIn(got.envelope.data.warnings[0], 'zh')).toContain('补缴8个月前的党费');
  });

  it('needs an approval for an exemption and makes its due zero', async () => {
    const row = (await list(sec1, { month: '2027-01', status: '1' })).records[0];
    const bare = await s.call('/api/feeIncome/save', { ...row, status: '4' }, { token: sec1 });
    expect(bare.status).toBe(400);
    expect(bare.envelope.data.fields.approvalNo).toBe('免缴党费须填写批准文号');
    const ok = await s.call(
      '/api/feeIncome/save',
      { ...row, status: '4', approvalNo: '公交党〔2027〕1号', reason: '生活困难' },
      { token: sec1 },
    );
    expect(ok.envelope.data).toMatchObject({ status: '4', due: '0.00', paid: null });
  });

  it('imports salary bases all or nothing, by ID number or employee number', async () => {
    const people = (
      await s.call('/api/member/list', { pageSize: 3, filters: { orgId: orgs.branchA } }, { token: admin })
    ).envelope.data.records;
    // The clerk reads the ID number on purpose: lists and details only show it masked.
    const idNumber = (await s.call('/api/member/reveal', { id: people[0].id, field: 'idNumber' }, { token: sec1 }))
      .envelope.data.value;
    const sheet = async (secondBase: string) => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('工资基数');
      ws.addRow(['身份证号', '工号', '工资基数*', '离退休']);
      ws.addRow([idNumber, null, 6100, '否']);
      ws.addRow([null, people[1].empNo, secondBase, '是']);
      return Buffer.from(await wb.xlsx.writeBuffer());
    };
    const bad = await uploadFile(s, '/api/feeIncome/importBases', sec1, {
      name: 'bases.xlsx',
      content: await sheet('abc'),
    });
    expect(bad.status).toBe(400);
    expect(open(bad.body).data.rows).toEqual([
      { row: 3, field: '工资基数', message: '工资基数应为金额（最多两位小数）' },
    ]);
    await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-05' }, { token: sec1 });
    const unchanged = (await list(sec1, { month: '2027-05', memberId: people[0].id })).records[0];
    expect(unchanged.salaryBase).not.toBe('6100.00');

    const foreign = await uploadFile(s, '/api/feeIncome/importBases', sec2, {
      name: 'bases.xlsx',
      content: await sheet('3200'),
    });
    expect(foreign.status).toBe(400);
    expect(open(foreign.body).data.rows).toHaveLength(2);

    const good = await uploadFile(s, '/api/feeIncome/importBases', sec1, {
      name: 'bases.xlsx',
      content: await sheet('3200'),
    });
    expect(good.status, open(good.body).error_msg).toBe(200);
    expect(open(good.body).data.imported).toBe(2);
    await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-06' }, { token: sec1 });
    const [a] = (await list(sec1, { month: '2027-06', memberId: people[0].id })).records;
    const [b] = (await list(sec1, { month: '2027-06', memberId: people[1].id })).records;
    expect(a).toMatchObject({ salaryBase: '6100.00', due: '91.50' });
    expect(b).toMatchObject({ salaryBase: '3200.00', due: '16.00' });
  });

  it('sums the summary exactly to the rows, and each level to its children', async () => {
    const r = await s.call('/api/feeIncome/summary', { orgId: orgs.fleet, year: 2026 }, { token: admin });
    expect(r.status, r.envelope.error_msg).toBe(200);
    const [total, ...children] = r.envelope.data.rows;
    expect(total.self).toBe(true);
    const rows = [...(await list(admin, { orgId: orgs.fleet, month: '2026-03' })).records];
    expect(rows.length).toBeGreaterThan(0);
    let dueFen = 0;
    let paidFen = 0;
    let count = 0;
    for (let m = 1; m <= 12; m++) {
      for (let page = 1; ; page++) {
        const p = (
          await s.call(
            '/api/feeIncome/list',
            {
              pageSize: 200,
              pageCurrent: page,
              filters: { orgId: orgs.fleet, month: `2026-${String(m).padStart(2, '0')}` },
            },
            { token: admin },
          )
        ).envelope.data;
        for (const x of p.records as FeeRow[]) {
          dueFen += fenOf(x.due);
          paidFen += x.paid ? fenOf(x.paid) : 0;
          count++;
        }
        if (page * 200 >= p.total) break;
      }
    }
    expect(total).toMatchObject({ rows: count, due: moneyOfFen(dueFen), paid: moneyOfFen(paidFen) });
    expect(moneyOfFen(children.reduce((n: number, c: { due: string }) => n + fenOf(c.due), 0))).toBe(total.due);
    expect(children.reduce((n: number, c: { rows: number }) => n + c.rows, 0)).toBe(total.rows);
    expect(total.rate).toBeCloseTo(paidFen / dueFen, 4);
    const xlsx = await s.call('/api/feeIncome/summaryExport', { orgId: orgs.fleet, year: 2026 }, { token: admin });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
  });

  it('lists members behind with their dues, six months in a row flagged red', async () => {
    const r = await s.call('/api/feeIncome/warnings', { orgId: orgs.branchA, month: '2026-10' }, { token: sec1 });
    expect(r.status, r.envelope.error_msg).toBe(200);
    const lapse = r.envelope.data.records.filter((x: { lapse: boolean }) => x.lapse);
    expect(lapse).toHaveLength(1);
    expect(lapse[0]).toMatchObject({
      consecutive: 6,
      unpaidMonths: 6,
      months: ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'],
    });
    expect(r.envelope.data.records.every((x: { unpaidMonths: number }) => x.unpaidMonths >= 3)).toBe(true);
    expect(
      (await s.call('/api/feeIncome/warnings', { orgId: orgs.branchA, month: '2026-10' }, { token: sec2 })).status,
    ).toBe(403);
  });

  it('keeps a ledger with the balance and the remittance due of the year', async () => {
    const r = await s.call('/api/feeExpense/ledger', { year: 2026 }, { token: admin });
    expect(r.status, r.envelope.error_msg).toBe(200);
    const withSpending = r.envelope.data.records.filter((x: { spent: string }) => x.spent !== '0.00');
    expect(withSpending.length).toBeGreaterThanOrEqual(3);
    // What a committee's branches remitted up is its own to spend and pass on.
    const records = r.envelope.data.records as Record<string, string | number>[];
    const remittedBy = (ids: number[]) =>
      records.filter((x) => ids.includes(Number(x.orgId))).reduce((n, x) => n + fenOf(String(x.remitted)), 0);
    const fleet = records.find((x) => x.orgId === orgs.fleet)!;
    expect(fenOf(String(fleet.received))).toBe(remittedBy([orgs.branchA, orgs.branchB]));
    expect(fenOf(String(fleet.received))).toBeGreaterThan(0);
    // The seeded general branch passes its branches' remittances on; the committee above spends from them.
    expect(fleet.remitted).toBe(fleet.received);
    const company = records.find((x) => x.orgName === '第一客运分公司党委')!;
    expect(fenOf(String(company.received))).toBeGreaterThanOrEqual(fenOf(String(fleet.remitted)));
    expect(fenOf(String(company.balance))).toBeGreaterThan(0);
    for (const x of r.envelope.data.records) {
      expect(fenOf(x.balance)).toBe(
        fenOf(x.collected) + fenOf(x.received) - fenOf(x.spent) - fenOf(x.remitted) - fenOf(x.allocated),
      );
      expect(Math.abs(fenOf(x.remitDue) - fenOf(x.collected) * 0.2)).toBeLessThanOrEqual(0.5);
    }
    const save = await s.call(
      '/api/feeExpense/save',
      { orgId: orgs.branchA, spentOn: '2026-11-02', kind: '2', category: '1', amount: '100.5', purpose: '上缴党费' },
      { token: sec1 },
    );
    expect(save.status, save.envelope.error_msg).toBe(200);
    expect(save.envelope.data).toMatchObject({ amount: '100.50', category: '8' });
    const foreign = await s.call(
      '/api/feeExpense/save',
      { orgId: orgs.branchB, spentOn: '2026-11-02', kind: '1', category: '1', amount: '1', purpose: 'x' },
      { token: sec1 },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.envelope.data.fields.orgId).toBe('无权选择该所属组织');
  });

  it('shows a member only their own rows, and not the clerk lists', async () => {
    const mine = await s.call('/api/feeIncome/mine', {}, { token: member });
    expect(mine.status, mine.envelope.error_msg).toBe(200);
    const rows = mine.envelope.data.records as FeeRow[];
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const info = await s.call('/api/auth/getUserInfo', {}, { token: member });
    const memberId = info.envelope.data.partyMemberId;
    const ids = new Set(rows.map((r) => r.id));
    const theirs = await list(admin, { memberId: Number(memberId) });
    expect(theirs.records.every((r) => ids.has(r.id))).toBe(true);
    expect(theirs.total).toBe(rows.length);
    expect(mine.envelope.data.paid).toBe(moneyOfFen(rows.reduce((n, r) => n + (r.paid ? fenOf(r.paid) : 0), 0)));
    expect((await s.call('/api/feeIncome/list', {}, { token: member })).status).toBe(403);
    expect((await s.call('/api/feeIncome/summary', { year: 2026 }, { token: member })).status).toBe(403);
  });

  it('keeps rewards and penalties, a penalty with its kind and, for 留党察看, its end', async () => {
    const m = (await s.call('/api/member/list', { pageSize: 1, filters: { orgId: orgs.branchA } }, { token: sec1 }))
      .envelope.data.records[0];
    const base = {
      memberId: m.id,
      kind: '2',
      title: '留党察看一年',
      level: '1',
      grantedBy: '集团纪委',
      grantedOn: '2026-05-01',
    };
    const noKind = await s.call('/api/memberReward/save', base, { token: sec1 });
    expect(noKind.envelope.data.fields.penaltyKind).toBe('处分请选择处分种类');
    const noEnd = await s.call('/api/memberReward/save', { ...base, penaltyKind: '4' }, { token: sec1 });
    expect(noEnd.envelope.data.fields.endsOn).toBe('留党察看须填写期满日期');
    const ok = await s.call(
      '/api/memberReward/save',
      { ...base, penaltyKind: '4', endsOn: '2027-04-30' },
      { token: sec1 },
    );
    expect(ok.status, ok.envelope.error_msg).toBe(200);
    expect(ok.envelope.data.orgId).toBe(orgs.branchA);
    expect((await s.call('/api/memberReward/get', { id: ok.envelope.data.id }, { token: sec2 })).status).toBe(404);
    const seeded = (await s.call('/api/orgReward/list', {}, { token: sec1 })).envelope.data;
    expect(seeded.total).toBeGreaterThan(0);
  });

  it('measures the collection rate of a subtree and lists month ends with unpaid rows on the calendar', async () => {
    const summary = (await s.call('/api/feeIncome/summary', { orgId: orgs.branchB, year: 2026 }, { token: admin }))
      .envelope.data.rows[0];
    expect(await measure(s.database.db, 'fees', orgs.branchB, 2026)).toBe(summary.rate);
    expect(await measure(s.database.db, 'fees', orgs.branchB, 2001)).toBeNull();
    const clerk = {
      roleValue: 'secretary',
      memberId: null,
      scopeOrgIds: [orgs.branchA],
      scopePaths: [],
    } as unknown as SessionUser;
    const items = await calendarItems(s.database.db, clerk, { from: '2026-10-01', to: '2026-10-31' }, ['feeMonthEnd']);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.date === '2026-10-31' && i.orgId === orgs.branchA && i.kind === 'feeMonthEnd')).toBe(
      true,
    );
    // The organisation and the month, with the unpaid rows as a figure the screens word.
    expect(items[0].title).toBe('一车队第一党支部 2026-10');
    expect(items[0].figure).toBeGreaterThan(0);
  });

  it('charges a member on fixed dues the fixed amount in a generated month, whatever the base', async () => {
    const m = await createMember(s, sec1, orgs.branchA, '定额测试');
    const r = await s.call(
      '/api/feeIncome/save',
      { memberId: m.id, month: '2026-12', salaryBase: '8000.00', retired: false, fixedDues: true, status: '1' },
      { token: sec1 },
    );
    expect(r.status, r.envelope.error_msg).toBe(200);
    const fixed = r.envelope.data.due as string;
    expect(Number(fixed)).toBeLessThan(1);
    await s.call('/api/feeIncome/generate', { orgId: orgs.branchA, month: '2027-09' }, { token: sec1 });
    const [row] = (await list(sec1, { month: '2027-09', memberId: m.id })).records;
    expect(row).toMatchObject({ salaryBase: '8000.00', fixedDues: true, due: fixed });
  });
});
