import { sql } from 'drizzle-orm';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutyOfMenu } from '../../src/contract/security/duties';
import { operationLog } from '../../server/db/schema/index';
import { resultRows } from '../../server/lib/sql-rows';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';

/** A PNG of the given colour type (6: RGBA, transparent; 2: RGB, opaque) as a data URL. */
function png(colourType: 2 | 6, size = 80): string {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = colourType;
  const px = colourType === 6 ? 4 : 3;
  const raw = Buffer.alloc(size * (size * px + 1));
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${file.toString('base64')}`;
}

describe.skipIf(skipSuite)('roles, accounts, grants, seals and the separation of duties', () => {
  let s: TestServer;
  let sec: string;
  let orgs: Orgs;
  const role = async (value: string) => {
    const r = await s.call('/api/role/list', { filters: { value } }, { token: sec });
    return r.envelope.data.records[0] as {
      id: number;
      version: number;
      menuPaths: string[];
      privileges: string[];
      dataScope: string;
      scopeOrgIds: number[];
    };
  };
  const saveRole = (r: Record<string, unknown>) => s.call('/api/role/save', r, { token: sec });
  const account = async (name: string) =>
    (await s.call('/api/account/list', { filters: { account: name } }, { token: sec })).envelope.data.records.find(
      (a: { account: string }) => a.account === name,
    );

  beforeAll(async () => {
    // This file signs in often: the per-address sign-in limit is not what it tests.
    s = await startTestServer({ APP_LOGIN_RATE_PER_MINUTE: '1000' });
    sec = await s.login('secadmin');
    orgs = await seededOrgs(s, await s.login('admin'));
  });
  afterAll(async () => s?.close());

  it("takes a role's menu, privileges and data scope away from its holders at their next call", async () => {
    const token = await s.login('secretary1');
    expect((await s.call('/api/member/list', {}, { token })).status).toBe(200);
    const before = await role('secretary');
    const cut = await saveRole({
      ...before,
      menuPaths: before.menuPaths.filter((p) => p !== '/memberManagement/memberMaintenance'),
    });
    expect(cut.status, cut.envelope.error_msg).toBe(200);
    expect((await s.call('/api/member/list', {}, { token })).status).toBe(403);
    const menu = JSON.stringify((await s.call('/api/menu/get', {}, { token })).envelope.data);
    expect(menu).not.toContain('memberMaintenance"');
    const back = await saveRole({
      ...cut.envelope.data,
      menuPaths: before.menuPaths,
      privileges: before.privileges.filter((p) => p !== 'member:write'),
    });
    expect(back.status).toBe(200);
    expect((await s.call('/api/member/list', {}, { token })).status).toBe(200);
    const info = (await s.call('/api/auth/getUserInfo', {}, { token })).envelope.data;
    expect(info.privileges).not.toContain('member:write');
    const m = (await s.call('/api/member/list', { pageSize: 1 }, { token })).envelope.data.records[0];
    expect((await s.call('/api/member/save', { ...m, nativePlace: '无权修改' }, { token })).status).toBe(403);
    expect((await saveRole({ ...back.envelope.data, privileges: before.privileges })).status).toBe(200);
  });

  it("narrows and widens a holder's organisations by the role's data scope", async () => {
    const token = await s.login('company1');
    const units = async () =>
      ((await s.call('/api/orgauth/queryForList', {}, { token })).envelope as any).datas.map(
        (o: { name: string }) => o.name,
      ) as string[];
    expect((await units()).length).toBeGreaterThan(5);
    const r = await role('company');
    const own = await saveRole({ ...r, dataScope: '1' });
    expect(own.status, own.envelope.error_msg).toBe(200);
    expect(await units()).toEqual(['第一客运分公司党委']);
    expect((await s.call('/api/member/list', { pageSize: 200 }, { token })).envelope.data.total).toBe(0);
    const noList = await saveRole({ ...own.envelope.data, dataScope: '4', scopeOrgIds: [] });
    expect(noList.status).toBe(400);
    expect(noList.envelope.data.fields.scopeOrgIds).toMatch(/请选择组织/);
    const listed = await saveRole({ ...own.envelope.data, dataScope: '4', scopeOrgIds: [orgs.otherCompanyBranch] });
    expect(listed.status, listed.envelope.error_msg).toBe(200);
    expect(await units()).toEqual(['三车队第一党支部']);
    expect((await saveRole({ ...listed.envelope.data, dataScope: '2', scopeOrgIds: [] })).status).toBe(200);
    expect((await units()).length).toBeGreaterThan(5);
  });

  it('lets a grant of organisations reach the account at its next call, and seen from the organisation tree', async () => {
    const token = await s.login('secretary1');
    const foreign = await createMember(s, await s.login('orgdept1'), orgs.branchB, '授权可见党员');
    expect((await s.call('/api/member/get', { id: foreign.id }, { token })).status).toBe(404);
    const acc = await account('secretary1');
    const mine = await s.call(
      '/api/account/grantOrgs',
      { id: acc.id, version: acc.version, orgIds: [orgs.branchB] },
      { token: sec },
    );
    expect(mine.status, mine.envelope.error_msg).toBe(200);
    expect((await s.call('/api/member/get', { id: foreign.id }, { token })).status).toBe(200);
    const byOrg = (await s.call('/api/account/grantsByOrg', {}, { token: sec })).envelope.data as {
      orgId: number;
      account: string;
    }[];
    expect(byOrg).toContainEqual(expect.objectContaining({ orgId: orgs.branchB, account: 'secretary1' }));
    const stale = await s.call(
      '/api/account/grantOrgs',
      { id: acc.id, version: acc.version, orgIds: [] },
      { token: sec },
    );
    expect(stale.status).toBe(409);
    expect(
      (
        await s.call(
          '/api/account/grantOrgs',
          { id: acc.id, version: mine.envelope.data.version, orgIds: [] },
          { token: sec },
        )
      ).status,
    ).toBe(200);
    expect((await s.call('/api/member/get', { id: foreign.id }, { token })).status).toBe(404);
  });

  it("ends a disabled account's sessions at once and refuses its sign-in until it is enabled", async () => {
    const token = await s.login('secretary2');
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(200);
    const acc = await account('secretary2');
    expect(
      (await s.call('/api/account/disable', { id: acc.id, version: acc.version - 1 }, { token: sec })).status,
    ).toBe(409);
    const off = await s.call('/api/account/disable', { id: acc.id, version: acc.version }, { token: sec });
    expect(off.status).toBe(200);
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(401);
    await expect(s.login('secretary2')).rejects.toThrow(/停用/);
    expect((await account('secretary2')).status).toBe('disabled');
    const self = await account('secadmin');
    expect((await s.call('/api/account/disable', { id: self.id, version: self.version }, { token: sec })).status).toBe(
      400,
    );
    expect(
      (await s.call('/api/account/enable', { id: acc.id, version: off.envelope.data.version }, { token: sec })).status,
    ).toBe(200);
    await expect(s.login('secretary2')).resolves.toBeTruthy();
  });

  it('unlocks an account locked by failed sign-ins', async () => {
    for (let i = 0; i < 5; i++) await s.login('member1', 'Wrong#Pass1').catch(() => undefined);
    await expect(s.login('member1')).rejects.toThrow(/锁定/);
    const locked = await account('member1');
    expect(locked).toMatchObject({ locked: true, failures: 5 });
    const r = await s.call('/api/account/unlock', { id: locked.id }, { token: sec });
    expect(r.status).toBe(200);
    expect(await account('member1')).toMatchObject({ locked: false, failures: 0 });
    await expect(s.login('member1')).resolves.toBeTruthy();
  });

  it("resets a password under the policy's messages and signs the account out everywhere", async () => {
    const acc = await account('secretary2');
    const token = await s.login('secretary2');
    const reset = (pwd: string, accountId = acc.id) =>
      s.call('/api/oauthUser/updatePwd', { accountId, newPwd: s.rsaEncrypt(pwd) }, { token: sec });
    expect((await reset('Ab1!')).envelope.error_msg).toBe('密码至少8位');
    expect((await reset('alllowercase1')).envelope.error_msg).toMatch(/至少3类/);
    const named = await reset('Secretary2#x');
    expect(named.status).toBe(400);
    expect(named.envelope.error_msg).toBe('密码不能包含账号名');
    const own = await reset('Own#Pass2026', (await account('secadmin')).id);
    expect(own.status).toBe(400);
    expect(own.envelope.error_msg).toMatch(/修改密码/);
    expect((await reset('Fresh#Pass2026')).status).toBe(200);
    expect((await s.call('/api/auth/getUserInfo', {}, { token })).status).toBe(401);
    // The password the administrator chose opens no session: its owner sets a new one first.
    await expect(s.login('secretary2', 'Fresh#Pass2026')).rejects.toThrow(/owes password/);
  });

  it('never deletes a built-in role, nor one that accounts hold', async () => {
    for (const value of ['admin', 'secadmin', 'auditor', '1']) {
      const r = await role(value);
      const del = await s.call('/api/role/delete', { id: r.id, version: r.version }, { token: sec });
      expect(del.status, value).toBe(409);
      expect(del.envelope.error_msg).toBe('内置角色不能删除');
    }
    const made = await saveRole({
      name: '临时角色',
      value: 'temp1',
      dataScope: '2',
      menuPaths: ['/Index/Index'],
      privileges: [],
    });
    const acc = await s.call(
      '/api/account/save',
      { account: 'temp.holder', displayName: '临时', orgId: orgs.branchA, roleIds: [made.envelope.data.id] },
      { token: sec },
    );
    expect(acc.status, acc.envelope.error_msg).toBe(200);
    expect(
      (
        await s.call(
          '/api/role/delete',
          { id: made.envelope.data.id, version: made.envelope.data.version },
          { token: sec },
        )
      ).envelope.error_msg,
    ).toMatch(/已分配给1个账号/);
    const renamed = await saveRole({ ...(await role('auditor')), value: 'auditor2' });
    expect(renamed.envelope.data.fields.value).toBe('内置角色的标识不能修改');
  });

  it('refuses a role or an account that would join two of the three duties, naming the conflict', async () => {
    const roleIds = async (...values: string[]) => Promise.all(values.map(async (v) => (await role(v)).id));
    const both = await s.call(
      '/api/account/save',
      { account: 'twohats', displayName: '兼任', orgId: orgs.root, roleIds: await roleIds('secadmin', 'auditor') },
      { token: sec },
    );
    expect(both.status).toBe(400);
    expect(both.envelope.data.field).toBe('roleIds');
    expect(both.envelope.error_msg).toMatch(/“安全管理员”与“审计员”不能由同一账号兼任/);
    const withMembers = await s.call(
      '/api/account/save',
      { account: 'twohats', displayName: '兼任', orgId: orgs.root, roleIds: await roleIds('auditor', 'orgdept') },
      { token: sec },
    );
    expect(withMembers.envelope.error_msg).toMatch(/党员个人信息/);
    const ok = await s.call(
      '/api/account/save',
      { account: 'twohats', displayName: '兼任', orgId: orgs.root, roleIds: await roleIds('admin', 'orgdept') },
      { token: sec },
    );
    expect(ok.status, ok.envelope.error_msg).toBe(200);
    const mixed = await saveRole({
      name: '混合',
      value: 'mixed',
      dataScope: '3',
      menuPaths: ['/systemmanagement/operlog'],
      privileges: ['oplog:read', 'account:manage'],
    });
    expect(mixed.status).toBe(400);
    expect(mixed.envelope.data.field).toBe('privileges');
    // Widening the auditor's role would make the security administrator of an account holding both: refused as well.
    const auditor = await role('auditor');
    const widened = await saveRole({
      ...auditor,
      menuPaths: [...auditor.menuPaths, '/memberManagement/memberMaintenance'],
    });
    expect(widened.status).toBe(400);
    const lockout = await saveRole({ ...(await role('secadmin')), privileges: ['seal:manage'] });
    expect(lockout.envelope.error_msg).toMatch(/须保留/);
    const selfRoles = await s.call(
      '/api/account/save',
      { ...(await account('secadmin')), roleIds: await roleIds('secadmin', 'company') },
      { token: sec },
    );
    expect(selfRoles.envelope.data.fields.roleIds).toBe('不能修改本人账号的角色');
  });

  it('keeps the duties apart on every call of the route table (separation matrix)', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(['admin', 'secadmin', 'auditor'].map(async (a) => [a, await s.login(a)] as const)),
    );
    const problems: string[] = [];
    for (const call of s.app.callTable) {
      if (call.access.kind === 'public' || call.access.kind === 'session') continue;
      const a = call.access;
      const duty =
        a.kind === 'menu' || a.kind === 'entity'
          ? dutyOfMenu(a.kind === 'menu' ? a.path : a.menus[0])
          : (
              {
                'account:manage': 'security',
                'role:manage': 'security',
                'oplog:read': 'audit',
                'dict:manage': 'config',
              } as Record<string, string>
            )[a.privilege];
      for (const [who, token] of Object.entries(tokens)) {
        const r = await s.call(call.url, {}, { token, method: call.method });
        const refused = r.status === 401 || r.status === 403;
        // The administrator works everywhere but in the security and audit duties; the others only in their own.
        const expected =
          who === 'admin'
            ? duty === 'security' || duty === 'audit'
            : who === 'secadmin'
              ? duty !== 'security'
              : duty !== 'audit';
        const path = a.kind === 'menu' ? a.path : a.kind === 'entity' ? a.menus[0] : '';
        if (path.startsWith('/systemmanagement/operlog') && who === 'auditor') continue; // built by the configuration half
        if (refused !== expected)
          problems.push(`${call.url} as ${who}: ${r.status}, expected ${expected ? 'refused' : 'allowed'}`);
      }
    }
    expect(problems).toEqual([]);
    // The three administrators sign in with a code each: one may wait for the next 30-second step.
  }, 180_000);

  it('shows the security administrator and the auditor no member screens and masks phones on the account list', async () => {
    for (const who of ['secadmin', 'auditor'])
      expect((await s.call('/api/member/list', {}, { token: await s.login(who) })).status, who).toBe(403);
    const list = (await s.call('/api/account/list', { pageSize: 50 }, { token: sec })).envelope.data.records as {
      phone: string | null;
      passwordHash?: string;
    }[];
    const phones = list.map((a) => a.phone).filter(Boolean) as string[];
    expect(phones.length).toBeGreaterThan(0);
    for (const p of phones) expect(p).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(list.every((a) => a.passwordHash === undefined)).toBe(true);
  });

  describe('seals', () => {
    let transferId: number;
    let c1Seal: { id: number; version: number; state: string };
    beforeAll(async () => {
      const company = await s.login('company1');
      const m = await createMember(s, company, orgs.branchA, '转出党员');
      const t = await s.call(
        '/api/memberTransfer/save',
        {
          memberId: m.id,
          direction: 'out',
          scope: '1',
          toOrgId: orgs.otherCompanyBranch,
          reason: '工作调动',
          letterNo: 'ZJ-2026-031',
          validDays: 30,
          feesPaidUntil: '2026-10',
        },
        { token: company },
      );
      expect(t.status, t.envelope.error_msg).toBe(200);
      transferId = t.envelope.data.id;
      c1Seal = (await s.call('/api/seal/list', { filters: { name: '第一客运分公司' } }, { token: sec })).envelope.data
        .records[0];
    });

    it("prints the transfer letter under the issuing committee's seal and records the use", async () => {
      const r = await s.call(
        '/api/memberTransfer/printLetter',
        { id: transferId },
        { token: await s.login('company1') },
      );
      expect(r.status, r.envelope.error_msg).toBe(200);
      expect(r.envelope.data).toMatchObject({
        letterNo: 'ZJ-2026-031',
        memberName: '转出党员',
        fromOrgName: '一车队第一党支部',
        toOrgName: '三车队第一党支部',
        issuerOrgName: '第一客运分公司党委',
      });
      expect(r.envelope.data.seal.image).toMatch(/^data:image\//);
      const uses = (await s.call('/api/sealUse/list', { filters: { documentRef: 'ZJ-2026-031' } }, { token: sec }))
        .envelope.data.records;
      expect(uses).toHaveLength(1);
      expect(uses[0]).toMatchObject({
        sealId: c1Seal.id,
        accountName: '第一客运分公司组织委员',
        id: r.envelope.data.sealUseId,
      });
      const log = await s.database.db.select().from(operationLog);
      expect(
        log.some((l) => l.action === 'printLetter' && l.outcome === 200 && l.recordId === String(transferId)),
      ).toBe(true);
    });

    it('refuses the letter to someone who neither keeps the seal nor holds the seal privilege, and while the seal is suspended', async () => {
      const secretary = await s.login('secretary1');
      const refused = await s.call('/api/memberTransfer/printLetter', { id: transferId }, { token: secretary });
      expect(refused.status).toBe(403);
      expect(refused.envelope.error_msg).toMatch(/保管人/);
      const full = (await s.call('/api/seal/get', { id: c1Seal.id }, { token: sec })).envelope.data;
      const off = await s.call('/api/seal/save', { ...full, state: '2' }, { token: sec });
      expect(off.status, off.envelope.error_msg).toBe(200);
      expect(off.envelope.data.stateChangedOn).toBeTruthy();
      const suspended = await s.call(
        '/api/memberTransfer/printLetter',
        { id: transferId },
        { token: await s.login('company1') },
      );
      expect(suspended.status).toBe(409);
      expect(suspended.envelope.error_msg).toMatch(/已停用/);
      expect((await s.call('/api/seal/save', { ...off.envelope.data, state: '1' }, { token: sec })).status).toBe(200);
      const suspendedC4 = (await s.call('/api/seal/list', { filters: { state: '2' } }, { token: sec })).envelope.data
        .records[0];
      const byHand = await s.call(
        '/api/sealUse/save',
        { sealId: suspendedC4.id, document: '手工用印', purpose: '测试' },
        { token: sec },
      );
      expect(byHand.status).toBe(409);
    });

    it('takes only a transparent PNG as the impression, and never brings a destroyed seal back', async () => {
      const made = await s.call(
        '/api/seal/save',
        { name: '测试专用章', kind: '4', orgId: orgs.fleet, state: '1', image: png(2) },
        { token: sec },
      );
      expect(made.status).toBe(400);
      expect(made.envelope.data.fields.image).toBe('印模图像须为透明背景的 PNG');
      expect(
        (
          await s.call(
            '/api/seal/save',
            {
              name: '测试专用章',
              kind: '4',
              orgId: orgs.fleet,
              state: '1',
              image: 'data:image/svg+xml;base64,PHN2Zy8+',
            },
            { token: sec },
          )
        ).envelope.data.fields.image,
      ).toMatch(/PNG/);
      const ok = await s.call(
        '/api/seal/save',
        { name: '测试专用章', kind: '4', orgId: orgs.fleet, state: '1', image: png(6) },
        { token: sec },
      );
      expect(ok.status, ok.envelope.error_msg).toBe(200);
      const gone = await s.call('/api/seal/save', { ...ok.envelope.data, state: '3' }, { token: sec });
      expect(gone.status).toBe(200);
      const back = await s.call('/api/seal/save', { ...gone.envelope.data, state: '1' }, { token: sec });
      expect(back.envelope.data.fields.state).toBe('已销毁的印章不能恢复使用');
    });

    it('keeps the register of uses append-only, in the calls and in the database', async () => {
      const use = (await s.call('/api/sealUse/list', {}, { token: sec })).envelope.data.records[0];
      expect((await s.call('/api/sealUse/save', { ...use, purpose: '改写' }, { token: sec })).status).toBe(403);
      expect((await s.call('/api/sealUse/delete', { id: use.id, version: use.version }, { token: sec })).status).toBe(
        404,
      );
      await expect(s.database.db.execute(sql`UPDATE seal_uses SET purpose = 'x'`)).rejects.toThrow();
      await expect(s.database.db.execute(sql`DELETE FROM seal_uses`)).rejects.toThrow();
      const [{ n }] = resultRows<{ n: number }>(
        await s.database.db.execute(sql`SELECT count(*)::int AS n FROM seal_uses`),
      );
      expect(Number(n)).toBeGreaterThan(0);
      const seal = (await s.call('/api/seal/get', { id: use.sealId }, { token: sec })).envelope.data;
      expect((await s.call('/api/seal/delete', { id: seal.id, version: seal.version }, { token: sec })).status).toBe(
        409,
      );
    });
  });

  it('keeps leaders and who keeps their agendas, under plain wire names', async () => {
    const leaders = (await s.call('/api/leader/list', {}, { token: sec })).envelope.data.records;
    expect(leaders.length).toBeGreaterThanOrEqual(5);
    expect(leaders[0].branchIdsNames.length).toBeGreaterThan(0);
    const grants = (await s.call('/api/leaderGrant/list', {}, { token: sec })).envelope.data.records;
    expect(grants[0]).toEqual(
      expect.objectContaining({
        leaderId: expect.any(Number),
        accountId: expect.any(Number),
        canKeepAgenda: true,
        orgIds: expect.any(Array),
      }),
    );
    const noAccount = await s.call(
      '/api/leaderGrant/save',
      { leaderId: leaders[0].id, canKeepAgenda: true, orgIds: [] },
      { token: sec },
    );
    expect(noAccount.envelope.data.fields.accountId).toBe('维护日程须指定账号');
    const dup = await s.call(
      '/api/leaderGrant/save',
      { leaderId: grants[0].leaderId, accountId: grants[0].accountId, canKeepAgenda: false },
      { token: sec },
    );
    expect(dup.envelope.data.fields.accountId).toBe('该账号已有此领导的授权');
  });
});
