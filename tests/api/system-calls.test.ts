import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flattenCatalogue, joinRoutePath } from '../../src/contract/route-catalogue';
import { operationLog } from '../../server/db/schema/index';
import type { MenuItem } from '../../server/modules/system/menu';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

const flatPaths = (items: MenuItem[], parent = ''): string[] =>
  items.flatMap((m) => {
    const p = parent ? joinRoutePath(parent, m.path) : joinRoutePath('', m.path);
    return [p, ...flatPaths(m.children ?? [], p)];
  });

describe.skipIf(skipSuite)('menu, dictionary, units and the party-building site', () => {
  let s: TestServer;
  let admin: string;
  let secretary: string;
  let member: string;
  beforeAll(async () => {
    s = await startTestServer({ APP_PARTY_SITE_URL: 'https://party.example.org/sso' });
    [admin, secretary, member] = await Promise.all([s.login('admin'), s.login('secretary1'), s.login('member1')]);
  });
  afterAll(async () => s?.close());

  it('answers the three administrators between them the full menu tree of every route group, hidden details included', async () => {
    const r = await s.call('/api/menu/get', {}, { token: admin });
    expect(r.status).toBe(200);
    const items: MenuItem[] = r.envelope.data;
    // Separation of duties: accounts, roles and grants are the security administrator's, the logs the auditor's.
    const others = await Promise.all(
      ['secadmin', 'auditor'].map(async (a) =>
        flatPaths((await s.call('/api/menu/get', {}, { token: await s.login(a) })).envelope.data),
      ),
    );
    const paths = new Set([...flatPaths(items), ...others.flat()]);
    for (const path of flattenCatalogue().keys()) expect(paths.has(path), path).toBe(true);
    expect(flatPaths(items)).not.toContain('/systemmanagement/bs_account');
    expect(flatPaths(items)).not.toContain('/systemmanagement/operlog');
    const org = items.find((m) => m.path === 'organizational')!;
    expect(org).toMatchObject({ label: '组织管理', hidden: false, icon: 'ApartmentOutlined' });
    expect(org.children!.find((c) => c.path === 'managepartyorg_info')!.hidden).toBe(true);
  });

  it("answers each user only their own role's menu", async () => {
    const sec = flatPaths((await s.call('/api/menu/get', {}, { token: secretary })).envelope.data);
    expect(sec).toContain('/memberManagement/memberMaintenance');
    expect(sec).not.toContain('/systemmanagement');
    expect(sec).not.toContain('/deployment');
    const mem = flatPaths((await s.call('/api/menu/get', {}, { token: member })).envelope.data);
    expect(mem).toContain('/personschedule/PersonalAgendaIndex');
    expect(mem).not.toContain('/memberManagement');
  });

  it('answers the dictionary as lists of value and label, sysConfig with the system name and icon', async () => {
    const r = await s.call('/api/syscode/querySysCodeString', {}, { token: member });
    const dict = r.envelope.data as Record<string, { value: string; label: string }[]>;
    expect(dict.sysConfig.map((i) => i.value)).toEqual(['systemName', 'systemIcon']);
    expect(dict.sysConfig[0].label).toContain('公交客运集团');
    expect(dict.orgType).toContainEqual({ value: '3', label: '党支部' });
    for (const name of [
      'memberType',
      'memberStatus',
      'education',
      'post',
      'devStage',
      'transferStatus',
      'committeePost',
      'meetingType',
    ]) {
      expect(dict[name]?.length, name).toBeGreaterThan(0);
    }
  });

  it('answers in datas only the organisations the user may see', async () => {
    const all = await s.call('/api/orgauth/queryForList', {}, { token: admin });
    expect((all.envelope as any).datas.length).toBeGreaterThanOrEqual(29);
    const mine = await s.call('/api/orgauth/queryForList', {}, { token: secretary });
    const datas = (mine.envelope as any).datas as { name: string }[];
    expect(datas.map((d) => d.name)).toEqual(['一车队第一党支部']);
  });

  it('answers the party-building site address', async () => {
    const r = await s.call('/api/partyAffiars/getIp', {}, { token: member });
    expect(r.envelope.data).toBe('https://party.example.org/sso');
  });

  it("answers the dashboard with figures of the user's subtree only", async () => {
    const whole = (await s.call('/api/dashboard/summary', {}, { token: admin })).envelope.data;
    const branch = (await s.call('/api/dashboard/summary', {}, { token: secretary })).envelope.data;
    expect(whole.figures.memberCount).toBeGreaterThanOrEqual(280);
    expect(branch.figures.memberCount).toBeLessThan(20);
    expect(branch.figures.orgCount).toBe(1);
    expect(whole.warnings.some((w: { text: string }) => w.text.includes('西区保养场'))).toBe(true);
    // Each warning names its kind and figures, for the screen to word in the reader's language.
    expect(whole.warnings.find((w: { text: string }) => w.text.includes('西区保养场'))).toMatchObject({
      kind: 'smallBranch',
      org: expect.stringContaining('西区保养场'),
      count: expect.any(Number),
    });
    expect(whole.announcements.length).toBeGreaterThan(0);
    expect(whole.announcements.every((a: { title: string }) => !a.title.includes('草稿'))).toBe(true);
  });

  it('shows a published article without a token, and nothing of a draft', async () => {
    const list = (await s.call('/api/dashboard/summary', {}, { token: admin })).envelope.data.announcements;
    const r = await s.call('/api/article/get', { id: list[0].id });
    expect(r.status).toBe(200);
    expect(r.envelope.data.title).toBe(list[0].title);
    const missing = await s.call('/api/article/get', { id: 999999 });
    expect(missing.status).toBe(404);
  });

  it('changes the own password under the policy and resets another as administrator, logging both', async () => {
    const token = await s.login('secretary2');
    const weak = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Party@2026'), newPwd: s.rsaEncrypt('short') },
      { token },
    );
    expect(weak.status).toBe(400);
    expect(weak.envelope.error_msg).toBe('密码至少8位');
    const classes = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Party@2026'), newPwd: s.rsaEncrypt('alllowercase') },
      { token },
    );
    expect(classes.envelope.error_msg).toMatch(/至少3类/);
    const same = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Party@2026'), newPwd: s.rsaEncrypt('Party@2026') },
      { token },
    );
    expect(same.envelope.error_msg).toBe('新密码不能与旧密码相同');
    const tooLong = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Party@2026'), newPwd: s.rsaEncrypt('Aa1!' + '汉'.repeat(63)) },
      { token },
    );
    expect(tooLong.envelope.error_msg).toMatch(/190字节/);
    const wrongOld = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Nope#12345'), newPwd: s.rsaEncrypt('New#Pass2026') },
      { token },
    );
    expect(wrongOld.envelope.error_msg).toBe('原密码错误');
    const ok = await s.call(
      '/api/auth/upPwd',
      { oldPwd: s.rsaEncrypt('Party@2026'), newPwd: s.rsaEncrypt('New#Pass2026') },
      { token },
    );
    expect(ok.status).toBe(200);
    await expect(s.login('secretary2', 'New#Pass2026')).resolves.toBeTruthy();

    const info = (await s.call('/api/auth/getUserInfo', {}, { token })).envelope.data;
    const denied = await s.call(
      '/api/oauthUser/updatePwd',
      { accountId: info.accountId, newPwd: s.rsaEncrypt('Reset#2026x') },
      { token: secretary },
    );
    expect(denied.status).toBe(403);
    const reset = await s.call(
      '/api/oauthUser/updatePwd',
      { accountId: info.accountId, newPwd: s.rsaEncrypt('Reset#2026x') },
      { token: await s.login('secadmin') },
    );
    expect(reset.status).toBe(200);
    // A password set by an administrator is changed by its owner at the next sign-in.
    await expect(s.login('secretary2', 'Reset#2026x')).rejects.toThrow('owes password');
    await expect(s.login('secretary2', 'Reset#2026x', 'Own#Choice2026')).resolves.toBeTruthy();
    const log = await s.database.db.select().from(operationLog);
    expect(log.some((l) => l.action === 'changePassword' && l.outcome === 200)).toBe(true);
    expect(log.some((l) => l.action === 'resetPassword' && l.outcome === 200 && l.account === 'secadmin')).toBe(true);
    expect(log.some((l) => l.outcome === 400)).toBe(true);
    expect(JSON.stringify(log)).not.toContain('Reset#2026x');
  });

  it('keeps the operation log append-only', async () => {
    const { sql } = await import('drizzle-orm');
    await expect(s.database.db.execute(sql`DELETE FROM operation_log`)).rejects.toThrow();
    await expect(s.database.db.execute(sql`UPDATE operation_log SET outcome = 1`)).rejects.toThrow();
  });
});
