import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import type { PartyStats, StatGroup } from '../../src/contract/calls/party-stats';
import { EVENT_KIND } from '../../src/contract/resource/membership-event';

const DAY = 86_400_000;
const day = (offset = 0) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const lastDec31 = `${new Date().getUTCFullYear() - 1}-12-31`;

const groupOf = (stats: PartyStats, table: string, group: string): StatGroup =>
  stats.tables.find((t) => t.key === table)!.groups.find((g) => g.key === group)!;
const cell = (stats: PartyStats, table: string, group: string, item: string) =>
  groupOf(stats, table, group).items.find((i) => i.key === item)!.n;

describe.skipIf(skipSuite)('membership history and the annual party statistics', () => {
  let s: TestServer;
  let dept: string;
  let orgs: Orgs;
  /** A branch made for the test: its history is built by hand, below. */
  let branch: number;
  const names = { admitted: '统计新党员', incoming: '统计转入', died: '统计去世', leaving: '统计转出' };

  const stats = async (orgId: number, asOf?: string) => {
    const r = await s.call('/api/partyStats/get', { orgId, asOf }, { token: dept });
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as PartyStats;
  };
  const move = async (entity: string, rec: { id: number; version: number }, action: string, extra = {}) => {
    const r = await s.call(`/api/${entity}/transition`, { ...rec, action, ...extra }, { token: dept });
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as { id: number; version: number };
  };
  const transfer = async (memberId: number, toOrgId: number) => {
    const saved = await s.call(
      '/api/memberTransfer/save',
      { memberId, direction: 'out', scope: '1', toOrgId, reason: '工作调动' },
      { token: dept },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    let t = await move('memberTransfer', saved.envelope.data, 'submit');
    t = await move('memberTransfer', t, 'approve');
    await move('memberTransfer', t, 'receive', { receivedOn: day() });
  };

  beforeAll(async () => {
    s = await startTestServer();
    dept = await s.login('orgdept1');
    orgs = await seededOrgs(s, dept);
    const made = await s.call(
      '/api/org/save',
      { name: '统计测试党支部', code: 'T-STATS', type: '3', parentId: orgs.fleet },
      { token: dept },
    );
    expect(made.status, made.envelope.error_msg).toBe(200);
    branch = made.envelope.data.id;
    // Three members there for years; one of them leaves this year for a sibling branch, one dies.
    for (const name of ['统计老党员', names.died, names.leaving]) await createMember(s, dept, branch, name);
    const members = (await s.call('/api/member/list', { filters: { orgId: branch } }, { token: dept })).envelope.data
      .records as { id: number; name: string }[];
    const idOf = (name: string) => members.find((m) => m.name === name)!.id;
    // Admitted today through the development case.
    const applied = day(-800);
    const devCase = await s.call(
      '/api/memberDevelopment/save',
      {
        name: names.admitted,
        idNumber: freshIdNumber(),
        orgId: branch,
        stage: '4',
        appliedOn: applied,
        talkedOn: day(-790),
        activistOn: day(-740),
        targetOn: day(-370),
        politicalReviewOn: day(-360),
        trainingHours: 32,
        introducers: '张三、李四',
        contacts: '王五、赵六',
        probationOn: day(),
      },
      { token: dept },
    );
    expect(devCase.status, devCase.envelope.error_msg).toBe(200);
    // Transferred in from a sibling branch today, and one transferred out to it.
    const incoming = await createMember(s, dept, orgs.branchB, names.incoming);
    await transfer(incoming.id, branch);
    await transfer(idOf(names.leaving), orgs.branchB);
    // A death entered by hand, reviewed by the level above before it counts.
    const death = await s.call(
      '/api/membershipEvent/save',
      { memberId: idOf(names.died), kind: EVENT_KIND.died, effectiveOn: day(), reason: '因病去世' },
      { token: dept },
    );
    expect(death.status, death.envelope.error_msg).toBe(200);
    const before = await stats(branch, day());
    expect(cell(before, 'changes', 'losses', 'died')).toBe(0);
    const submitted = await move('membershipEvent', death.envelope.data, 'submit');
    await move('membershipEvent', submitted, 'approve');
  });
  afterAll(async () => s?.close());

  it('counts last 31 December and today apart by exactly the admissions, transfers and deaths between', async () => {
    const then = await stats(branch, lastDec31);
    const now = await stats(branch, day());
    expect(cell(then, 'changes', 'balance', 'closing')).toBe(3);
    expect(cell(now, 'changes', 'balance', 'opening')).toBe(3);
    expect(cell(now, 'changes', 'gains', 'admitted')).toBe(1);
    expect(cell(now, 'changes', 'gains', 'transferredIn')).toBe(1);
    expect(cell(now, 'changes', 'losses', 'died')).toBe(1);
    expect(cell(now, 'changes', 'losses', 'transferredOut')).toBe(1);
    expect(groupOf(now, 'changes', 'gains').total).toBe(2);
    expect(groupOf(now, 'changes', 'losses').total).toBe(2);
    expect(cell(now, 'changes', 'balance', 'closing')).toBe(3);
    // The parent general branch: a move between two of its branches is neither a gain nor a loss.
    const fleetNow = await stats(orgs.fleet, day());
    const fleetThen = await stats(orgs.fleet, lastDec31);
    const gains = groupOf(fleetNow, 'changes', 'gains').total;
    const losses = groupOf(fleetNow, 'changes', 'losses').total;
    expect(cell(fleetNow, 'changes', 'balance', 'closing')).toBe(
      cell(fleetThen, 'changes', 'balance', 'closing') + gains - losses,
    );
    const within = await s.call(
      '/api/partyStats/records',
      { orgId: orgs.fleet, asOf: day(), table: 'changes', group: 'gains', item: 'transferredIn' },
      { token: dept },
    );
    expect(within.envelope.data.records.map((r: { name: string }) => r.name)).not.toContain(names.incoming);
  });

  it('drills a cell down to its members', async () => {
    const r = await s.call(
      '/api/partyStats/records',
      { orgId: branch, asOf: day(), table: 'changes', group: 'gains', item: 'admitted' },
      { token: dept },
    );
    expect(r.status, r.envelope.error_msg).toBe(200);
    expect(r.envelope.data.records.map((x: { name: string }) => x.name)).toEqual([names.admitted]);
    expect(r.envelope.data.records[0].link).toMatch(/^\/memberManagement\/memberMaintenance_info\?id=\d+$/);
  });

  it('adds every breakdown up to its total, and names the members a breakdown leaves out', async () => {
    for (const orgId of [orgs.root, branch]) {
      const st = await stats(orgId, day());
      for (const t of st.tables)
        for (const g of t.groups) {
          if (g.key === 'balance') continue;
          const sum = g.items.reduce((a, i) => a + i.n, 0) + (g.unexplained?.n ?? 0);
          expect(sum, `${t.key}/${g.key}`).toBe(g.total);
        }
      const members = cell(st, 'changes', 'balance', 'closing');
      for (const g of st.tables.find((t) => t.key === 'members')!.groups) expect(g.total, g.key).toBe(members);
    }
    // The test's members have no ethnicity recorded: the warning says so, by name.
    const st = await stats(branch, day());
    const ethnicity = groupOf(st, 'members', 'ethnicity');
    expect(ethnicity.unexplained?.names).toContain(names.incoming);
    const worded = await s.call('/api/partyStats/get', { orgId: branch, asOf: day() }, { token: dept, language: 'en' });
    expect(worded.envelope.data.warnings.length).toBeGreaterThan(0);
  });

  it('exports one workbook with a sheet per table, read back cell by cell', async () => {
    const st = await stats(branch, day());
    const r = await s.app.inject({
      method: 'POST',
      url: '/api/partyStats/export',
      headers: { authorization: dept, 'content-type': 'application/json;charset=UTF-8', 'accept-language': 'zh' },
      payload: (await import('../../src/contract/cipher')).encryptText(JSON.stringify({ orgId: branch, asOf: day() }), {
        key: s.config.aesKey,
        iv: s.config.aesIv,
      }),
    });
    expect(r.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['党员增减变化', '党员队伍构成', '发展党员', '党组织']);
    const ws = wb.getWorksheet('党员增减变化')!;
    expect(ws.getCell('A1').value).toBe('党内统计年报：党员增减变化');
    expect(String(ws.getCell('A2').value)).toContain('统计测试党支部');
    expect(String(ws.getCell('A3').value)).toContain(day());
    expect(ws.getCell('A5').value).toBe('项目');
    const rows: [string, number][] = [];
    ws.eachRow((row, n) => {
      if (n > 5 && typeof row.getCell(2).value === 'number')
        rows.push([String(row.getCell(1).value).trim(), Number(row.getCell(2).value)]);
    });
    const expected = st.tables[0].groups.flatMap((g) => [
      [g.label.zh, g.total] as [string, number],
      ...g.items.map((i) => [i.label.zh, i.n] as [string, number]),
    ]);
    expect(rows).toEqual(expected);
    expect(rows).toContainEqual(['年初党员数', 3]);
    expect(rows).toContainEqual(['死亡', 1]);
  });

  it('says the date is before the history begins instead of printing zeros', async () => {
    const st = await stats(branch, '1900-12-31');
    expect(st.beforeHistory).toBe(true);
    expect(st.tables).toEqual([]);
    const en = await s.call(
      '/api/partyStats/get',
      { orgId: branch, asOf: '1900-12-31' },
      { token: dept, language: 'en' },
    );
    expect(en.envelope.data.warnings).toHaveLength(1);
    const exported = await s.call(
      '/api/partyStats/export',
      { orgId: branch, asOf: '1900-12-31' },
      { token: dept, language: 'en' },
    );
    expect(exported.status).toBe(400);
    expect(exported.envelope.error_msg).toMatch(/before the membership history begins/);
  });

  it('shows the demo group differently as of last 31 December and today', async () => {
    const then = await stats(orgs.root, lastDec31);
    const now = await stats(orgs.root, day());
    expect(then.beforeHistory).toBe(false);
    expect(cell(now, 'changes', 'balance', 'opening')).toBe(cell(then, 'changes', 'balance', 'closing'));
    expect(groupOf(now, 'changes', 'gains').total + groupOf(now, 'changes', 'losses').total).toBeGreaterThan(0);
    expect(cell(then, 'changes', 'losses', 'died')).toBeGreaterThan(0);
  });

  it('keeps the statistics from a branch secretary', async () => {
    const sec = await s.login('secretary1');
    expect((await s.call('/api/partyStats/get', { orgId: orgs.branchA }, { token: sec })).status).toBe(403);
  });
});
