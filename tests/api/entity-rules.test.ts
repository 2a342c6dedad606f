import { wordIn, type Message } from '../../src/contract/messages/message';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/contract/cipher';
import { maskMiddle } from '../../src/contract/validators';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';

describe.skipIf(skipSuite)('what only organisations and members do', () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let sec2: string;
  let orgs: Orgs;
  const open = (body: string) => JSON.parse(decryptText(body, { key: s.config.aesKey, iv: s.config.aesIv }));
  beforeAll(async () => {
    s = await startTestServer();
    [admin, sec1, sec2] = await Promise.all(['admin', 'secretary1', 'secretary2'].map((a) => s.login(a)));
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  describe('members', () => {
    it('derives birth date, sex and age from the ID number', async () => {
      const r = await s.call(
        '/api/member/save',
        {
          name: '派生',
          idNumber: '11010519491231002x',
          orgId: orgs.branchA,
          memberType: '2',
          joinedOn: '1975-07-01',
          fullOn: '1976-07-01',
          status: '1',
        },
        { token: sec1 },
      );
      expect(r.status, r.envelope.error_msg).toBe(200);
      // Stored encrypted and answered masked; what it gives is derived in clear.
      expect(r.envelope.data).toMatchObject({ idNumber: '110105********002X', birthDate: '1949-12-31', sex: '2' });
      expect(r.envelope.data.age).toBeGreaterThanOrEqual(76);
      const dup = await s.call(
        '/api/member/save',
        {
          name: '重复',
          idNumber: '11010519491231002X',
          orgId: orgs.branchA,
          memberType: '1',
          joinedOn: '2025-07-01',
          status: '1',
        },
        { token: sec1 },
      );
      expect(dup.status).toBe(400);
      expect(dup.envelope.data.fields.idNumber).toBe('该身份证号已登记为党员');
    });

    it('imports nothing when one row is bad, and says which row and why', async () => {
      const sheet = async (phone: string) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('党员');
        ws.addRow(['姓名*', '身份证号*', '手机号码', '所在支部*', '党员类型*', '入党日期*', '转正日期', '党籍状态*']);
        ws.addRow([
          '导入一',
          freshIdNumber(),
          '13900000001',
          '一车队第一党支部',
          '正式党员',
          '2012-07-01',
          '2013-07-01',
          '正常',
        ]);
        ws.addRow([
          '导入二',
          freshIdNumber(),
          phone,
          '一车队第一党支部',
          '预备党员',
          new Date('2026-01-05'),
          null,
          '正常',
        ]);
        ws.addRow(['导入三', freshIdNumber(), '', '一车队第一党支部', '正式党员', '2001-07-01', '2002-07-01', '正常']);
        return Buffer.from(await wb.xlsx.writeBuffer());
      };
      const before = (await s.call('/api/member/list', {}, { token: sec1 })).envelope.data.total;
      const bad = await uploadFile(s, '/api/member/import', sec1, {
        name: 'members.xlsx',
        content: await sheet('12345'),
      });
      expect(bad.status).toBe(400);
      const refusal = open(bad.body);
      expect(refusal.error_msg).toBe('有1行数据有误，未导入任何数据');
      expect(refusal.data.rows).toEqual([{ row: 3, field: '手机号码', message: '手机号码不是有效的手机号码' }]);
      expect((await s.call('/api/member/list', {}, { token: sec1 })).envelope.data.total).toBe(before);
      const good = await uploadFile(s, '/api/member/import', sec1, {
        name: 'members.xlsx',
        content: await sheet('13900000002'),
      });
      expect(good.status, open(good.body).error_msg).toBe(200);
      expect(open(good.body).data.imported).toBe(3);
      expect((await s.call('/api/member/list', {}, { token: sec1 })).envelope.data.total).toBe(before + 3);
    });

    it('refuses an import into a branch outside the scope', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('党员');
      ws.addRow(['姓名', '身份证号', '所在支部', '党员类型', '入党日期', '转正日期', '党籍状态']);
      ws.addRow(['越权', freshIdNumber(), '一车队第二党支部', '正式党员', '2012-07-01', '2013-07-01', '正常']);
      const r = await uploadFile(s, '/api/member/import', sec1, {
        name: 'x.xlsx',
        content: Buffer.from(await wb.xlsx.writeBuffer()),
      });
      expect(r.status).toBe(400);
      expect(open(r.body).data.rows[0].message).toMatch(/找不到您管理范围内的组织/);
    });
  });

  describe('accessories', () => {
    it('refuses a file whose content is not what its name says, and one over 20 MiB', async () => {
      const m = await createMember(s, sec1, orgs.branchA, '附件');
      const fake = await uploadFile(
        s,
        '/api/accessory/upload',
        sec1,
        { name: 'photo.png', content: Buffer.from('MZ executable') },
        { entity: 'member', recordId: m.id },
      );
      expect(fake.status).toBe(400);
      expect(open(fake.body).error_msg).toMatch(/不支持的文件类型/);
      const exe = await uploadFile(
        s,
        '/api/accessory/upload',
        sec1,
        { name: 'run.exe', content: Buffer.from('MZ') },
        { entity: 'member', recordId: m.id },
      );
      expect(exe.status).toBe(400);
      const big = await uploadFile(
        s,
        '/api/accessory/upload',
        sec1,
        { name: 'big.txt', content: Buffer.alloc(21 * 1024 * 1024, 97) },
        { entity: 'member', recordId: m.id },
      );
      expect(big.status).toBe(413);
      const ok = await uploadFile(
        s,
        '/api/accessory/upload',
        sec1,
        { name: '说明.txt', content: Buffer.from('党员材料') },
        { entity: 'member', recordId: m.id },
      );
      expect(ok.status).toBe(200);
      const got = await s.call('/api/member/get', { id: m.id }, { token: sec1 });
      expect(got.envelope.data.accessories.map((a: { fileName: string }) => a.fileName)).toEqual(['说明.txt']);
    });
  });

  describe('transfers', () => {
    it('moves the member when the receiving branch accepts, and only the right side may act', async () => {
      const m = await createMember(s, sec1, orgs.branchA, '转出党员');
      const t = await s.call(
        '/api/memberTransfer/save',
        {
          memberId: m.id,
          direction: 'out',
          scope: '1',
          toOrgId: orgs.branchB,
          reason: '岗位调整',
          letterNo: 'ZJ-001',
          validDays: 30,
          issuedOn: '2026-11-01',
          feesPaidUntil: '2026-10',
        },
        { token: sec1 },
      );
      expect(t.status, t.envelope.error_msg).toBe(200);
      expect(t.envelope.data.status).toBe('1');
      let cur = t.envelope.data;
      const move = (token: string, action: string, extra: Record<string, unknown> = {}) =>
        s.call('/api/memberTransfer/transition', { id: cur.id, version: cur.version, action, ...extra }, { token });
      expect((await move(sec1, 'receive')).status).toBe(400);
      for (const action of ['submit', 'approve']) {
        const r = await move(sec1, action);
        expect(r.status, r.envelope.error_msg).toBe(200);
        cur = r.envelope.data;
      }
      const locked = await s.call('/api/memberTransfer/save', { ...cur, remark: '改' }, { token: sec1 });
      expect(locked.status).toBe(409);
      expect((await move(sec1, 'receive')).status).toBe(403);
      const accepted = await move(sec2, 'receive', { receivedOn: '2026-11-20' });
      expect(accepted.status, accepted.envelope.error_msg).toBe(200);
      expect(accepted.envelope.data.receivedOn).toBe('2026-11-20');
      expect(accepted.envelope.data.history.map((h: { action: string }) => h.action)).toEqual([
        'submit',
        'approve',
        'receive',
      ]);
      const moved = await s.call('/api/member/get', { id: m.id }, { token: sec2 });
      expect(moved.envelope.data.orgId).toBe(orgs.branchB);
      expect((await s.call('/api/member/get', { id: m.id }, { token: sec1 })).status).toBe(404);
      // Both sides keep seeing the transfer itself.
      expect((await s.call('/api/memberTransfer/get', { id: cur.id }, { token: sec1 })).status).toBe(200);
    });
  });

  describe('development', () => {
    it('checks the statutory times and makes the member record from the branch vote on', async () => {
      const idNumber = freshIdNumber();
      const base = {
        name: '发展对象',
        idNumber,
        orgId: orgs.branchA,
        appliedOn: '2023-03-01',
        talkedOn: '2023-03-10',
        activistOn: '2023-06-01',
      };
      const early = await s.call(
        '/api/memberDevelopment/save',
        { ...base, stage: '3', targetOn: '2024-01-01' },
        { token: sec1 },
      );
      expect(early.status).toBe(400);
      expect(early.envelope.data.fields.targetOn).toMatch(/满1年/);
      const untrained = await s.call(
        '/api/memberDevelopment/save',
        {
          ...base,
          stage: '4',
          targetOn: '2024-07-01',
          probationOn: '2025-03-01',
          politicalReviewOn: '2025-01-10',
          trainingHours: 8,
        },
        { token: sec1 },
      );
      expect(untrained.envelope.data.fields.trainingHours).toMatch(/24学时/);
      const probation = await s.call(
        '/api/memberDevelopment/save',
        {
          ...base,
          stage: '4',
          targetOn: '2024-07-01',
          probationOn: '2025-03-01',
          politicalReviewOn: '2025-01-10',
          trainingHours: 24,
          approvedOn: '2025-04-01',
        },
        { token: sec1 },
      );
      expect(probation.status, probation.envelope.error_msg).toBe(200);
      const dev = probation.envelope.data;
      expect(dev.memberId).toBeGreaterThan(0);
      expect(dev.nextDueOn).toBe('2026-03-01');
      expect(dev.warnings.map((w: Message) => wordIn(w, 'zh'))).toContain('预备期已满，应及时讨论能否转为正式党员');
      const asMember = (await s.call('/api/member/get', { id: dev.memberId }, { token: sec1 })).envelope.data;
      expect(asMember).toMatchObject({ memberType: '1', joinedOn: '2025-03-01', idNumber: maskMiddle(idNumber, 6, 4) });
      const tooSoon = await s.call(
        '/api/memberDevelopment/save',
        { ...dev, stage: '5', fullOn: '2026-01-01' },
        { token: sec1 },
      );
      expect(tooSoon.envelope.data.fields.fullOn).toMatch(/预备期须满1年/);
      const full = await s.call(
        '/api/memberDevelopment/save',
        { ...dev, stage: '5', fullOn: '2026-03-02' },
        { token: sec1 },
      );
      expect(full.status, full.envelope.error_msg).toBe(200);
      expect((await s.call('/api/member/get', { id: dev.memberId }, { token: sec1 })).envelope.data).toMatchObject({
        memberType: '2',
        fullOn: '2026-03-02',
      });
    });
  });

  describe('terms and organisations', () => {
    it('names in the organisation’s record the secretary its committee has, as seats come and go', async () => {
      const org = async () =>
        (await s.call('/api/org/get', { id: orgs.branchB }, { token: admin })).envelope.data as {
          secretary: string | null;
          version: number;
        };
      const seats = (
        await s.call('/api/orgCommittee/list', { pageSize: 200, filters: { orgId: orgs.branchB } }, { token: admin })
      ).envelope.data.records as { id: number; version: number; post: string; leftOn: string | null; name: string }[];
      const sitting = seats.find((x) => x.post === '1' && !x.leftOn)!;
      expect((await org()).secretary).toBe(sitting.name);
      const newcomer = await createMember(s, admin, orgs.branchB, '新任书记');
      const made = await s.call(
        '/api/orgCommittee/save',
        { orgId: orgs.branchB, memberId: newcomer.id, post: '1', appointedOn: '2099-01-01' },
        { token: admin },
      );
      expect(made.status, made.envelope.error_msg).toBe(200);
      const before = await org();
      expect(before.secretary).toBe('新任书记');
      // Leaving the seat hands the name back to the secretary still sitting; the record's version moves on.
      const left = await s.call(
        '/api/orgCommittee/save',
        { ...made.envelope.data, leftOn: '2099-06-30' },
        { token: admin },
      );
      expect(left.status, left.envelope.error_msg).toBe(200);
      const after = await org();
      expect(after.secretary).toBe(sitting.name);
      expect(after.version).toBe(before.version + 1);
      // Deleting the sitting secretary's seat leaves none named.
      const gone = await s.call(
        '/api/orgCommittee/delete',
        { id: sitting.id, version: sitting.version },
        { token: admin },
      );
      expect(gone.status, gone.envelope.error_msg).toBe(200);
      expect((await org()).secretary).toBeNull();
    });

    it('computes the due end from the type, and needs an approval to move it, at most a year', async () => {
      // Terms are kept by those who manage organisations (org:write), not by branch secretaries.
      const auto = await s.call(
        '/api/orgTerm/save',
        { orgId: orgs.branchA, termNo: 4, startOn: '2024-05-10' },
        { token: admin },
      );
      expect(auto.envelope.data.dueOn).toBe('2027-05-10');
      const moved = { orgId: orgs.branchA, termNo: 5, startOn: '2024-05-10', dueOn: '2027-11-10' };
      expect(
        (await s.call('/api/orgTerm/save', moved, { token: admin })).envelope.data.fields.adjustApprovalNo,
      ).toMatch(/批复文号/);
      expect(
        (await s.call('/api/orgTerm/save', { ...moved, adjustApprovalNo: '集党组〔2027〕3号' }, { token: admin }))
          .status,
      ).toBe(200);
      expect(
        (await s.call('/api/orgTerm/save', { ...moved, dueOn: '2029-05-10', adjustApprovalNo: 'x' }, { token: admin }))
          .envelope.data.fields.dueOn,
      ).toMatch(/不能超过一年/);
      const overdue = await s.call(
        '/api/orgTerm/save',
        { orgId: orgs.branchA, termNo: 1, startOn: '2020-01-01' },
        { token: admin },
      );
      expect(overdue.envelope.data.dueState).toBe('4');
      const list = await s.call('/api/orgTerm/list', { filters: { dueState: '4' } }, { token: admin });
      expect(list.envelope.data.records.map((r: { id: number }) => r.id)).toContain(overdue.envelope.data.id);
    });

    it('moves an organisation with its whole subtree, never under itself, and keeps a non-empty one', async () => {
      const group = await s.call(
        '/api/org/save',
        { name: '测试党总支', code: 'T-ZZ', type: '2', parentId: orgs.root },
        { token: admin },
      );
      const child = await s.call(
        '/api/org/save',
        { name: '测试支部', code: 'T-ZZ-1', type: '3', parentId: group.envelope.data.id },
        { token: admin },
      );
      expect(child.envelope.data.level).toBe(3);
      const g = (await s.call('/api/org/get', { id: group.envelope.data.id }, { token: admin })).envelope.data;
      const cycle = await s.call('/api/org/save', { ...g, parentId: child.envelope.data.id }, { token: admin });
      expect(cycle.envelope.data.fields.parentId).toMatch(/不能是本组织或其下级/);
      const move = await s.call('/api/org/save', { ...g, parentId: orgs.fleet }, { token: admin });
      expect(move.status, move.envelope.error_msg).toBe(200);
      const movedChild = (await s.call('/api/org/get', { id: child.envelope.data.id }, { token: admin })).envelope.data;
      expect(movedChild.level).toBe(5);
      expect(move.envelope.data.level).toBe(4);
      // Every path is its parent's path plus its own id: the moved organisation and everything below it.
      const { orgs: orgTable } = await import('../../server/db/schema/index');
      const all = await s.database.db.select().from(orgTable);
      for (const o of all) {
        const parent = all.find((p) => p.id === o.parentId);
        expect(o.path, o.name).toBe(parent ? `${parent.path}${o.id}/` : `/${o.id}/`);
        expect(o.level, o.name).toBe(parent ? parent.level + 1 : 1);
      }
      const companyView = await s.login('company1');
      expect((await s.call('/api/org/get', { id: child.envelope.data.id }, { token: companyView })).status).toBe(200);
      const del = await s.call(
        '/api/org/delete',
        { id: move.envelope.data.id, version: move.envelope.data.version },
        { token: admin },
      );
      expect(del.status).toBe(409);
    });

    it('answers the structure chart with member counts summed up the tree', async () => {
      const tree = (await s.call('/api/org/tree', {}, { token: admin })).envelope.data as {
        id: number;
        parentId: number | null;
        memberCount: number;
        fullMemberCount: number;
        name: string;
      }[];
      const listed = (await s.call('/api/member/list', { pageSize: 1, filters: { status: '1' } }, { token: admin }))
        .envelope.data.total;
      const root = tree.find((n) => n.parentId === null)!;
      expect(root.memberCount).toBe(listed);
      const branch = tree.find((n) => n.id === orgs.branchA)!;
      const inBranch = (
        await s.call(
          '/api/member/list',
          { pageSize: 1, filters: { orgId: orgs.branchA, status: '1' } },
          { token: admin },
        )
      ).envelope.data.total;
      expect(branch.memberCount).toBe(inBranch);
      expect(branch.memberCount).toBeGreaterThan(5);
      const fleet = tree.find((n) => n.id === orgs.fleet)!;
      const children = tree.filter((n) => n.parentId === orgs.fleet);
      expect(fleet.memberCount).toBe(children.reduce((sum, c) => sum + c.memberCount, 0));
    });

    it('warns about a branch under the statutory size', async () => {
      const list = await s.call('/api/org/list', { filters: { name: '西区保养场' } }, { token: admin });
      expect(wordIn(list.envelope.data.records[0].warnings[0], 'zh')).toMatch(/不足3名/);
    });
  });
});
