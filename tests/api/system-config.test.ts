import { wordIn, type Message } from '../../src/contract/messages/message';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import { operationLog } from '../../server/db/schema/index';
import { pruneLogs } from '../../server/lib/log-retention';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs, type Orgs } from './support/fixtures';

interface Indicator {
  id: number;
  version: number;
  code: string;
  parentId: number | null;
  points: number;
  warnings: Message[];
}

/**
 * A member as the detail screen saves it back: the personal data the server answers masked is left out, so
 * the server keeps the stored values (a masked value sent back would be refused as malformed).
 */
const unmasked = (record: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(record).filter(([field, v]) => !['idNumber', 'phone'].includes(field) || !String(v).includes('*')),
  );

describe.skipIf(skipSuite)('system configuration: indicators, matters, dictionary, operation log, privileges', () => {
  let s: TestServer;
  let admin: string;
  let auditor: string;
  let orgs: Orgs;
  const keys = () => ({ key: s.config.aesKey, iv: s.config.aesIv });
  beforeAll(async () => {
    s = await startTestServer({ LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' });
    [admin, auditor] = await Promise.all(['admin', 'auditor'].map((a) => s.login(a)));
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  const indicatorByCode = async (code: string): Promise<Indicator> =>
    (await s.call('/api/indicator/list', { filters: { code } }, { token: admin })).envelope.data.records[0];

  describe('indicators', () => {
    it('seeds about thirty indicators as two trees, some measured from the areas', async () => {
      const r = await s.call('/api/indicator/list', { pageSize: 200 }, { token: admin });
      expect(r.envelope.data.total).toBeGreaterThanOrEqual(28);
      const roots = r.envelope.data.records.filter((x: Indicator) => x.parentId === null);
      expect(roots.map((x: { name: string }) => x.name).sort()).toEqual(['年度党建工作任务', '星级党支部评定']);
      expect(
        r.envelope.data.records.filter((x: { measure: string | null }) => x.measure).length,
      ).toBeGreaterThanOrEqual(5);
    });

    it("refuses a child whose points exceed its parent's, with 400 naming points", async () => {
      const parent = await indicatorByCode('XJ03');
      const r = await s.call(
        '/api/indicator/save',
        { parentId: parent.id, code: 'T-OVER', name: '超分指标', appliesTo: '2', points: 12 },
        { token: admin },
      );
      expect(r.status).toBe(400);
      expect(r.envelope.data.field).toBe('points');
      expect(r.envelope.error_msg).toBe('分值不能超过上级指标的分值（10）');
      const lowered = await s.call('/api/indicator/save', { ...parent, points: 5 }, { token: admin });
      expect(lowered.status).toBe(400);
      expect(lowered.envelope.data.fields.points).toMatch(/不能低于下级指标的最高分值（6）/);
    });

    it("warns on the parent where the children's points do not add up, and stops warning once they do", async () => {
      const highlights = await indicatorByCode('XJ06');
      expect(highlights.warnings.map((w) => wordIn(w, 'zh'))).toEqual(['下级指标分值合计8，与本指标分值10不一致']);
      expect((await indicatorByCode('XJ05')).warnings).toEqual([]);
      const added = await s.call(
        '/api/indicator/save',
        { parentId: highlights.id, code: 'XJ0603', name: '志愿服务', appliesTo: '2', points: 2 },
        { token: admin },
      );
      expect(added.status, added.envelope.error_msg).toBe(200);
      const got = await s.call('/api/indicator/get', { id: highlights.id }, { token: admin });
      expect(got.envelope.data.warnings).toEqual([]);
      expect(got.envelope.data.childPoints).toBe(10);
    });

    it('keeps a parent with children and refuses a loop in the tree', async () => {
      const top = await indicatorByCode('XJ');
      expect(
        (await s.call('/api/indicator/delete', { id: top.id, version: top.version }, { token: admin })).status,
      ).toBe(409);
      const leaf = await indicatorByCode('XJ0101');
      const loop = await s.call('/api/indicator/save', { ...top, parentId: leaf.id }, { token: admin });
      expect(loop.status).toBe(400);
      expect(loop.envelope.data.fields.parentId).toMatch(/不能是本指标或其下级指标/);
    });
  });

  describe('standard matters', () => {
    const matter = async (code: string) =>
      (await s.call('/api/matter/list', { filters: { code } }, { token: admin })).envelope.data.records[0];

    it('a meeting rule needs its type, period and times', async () => {
      const r = await s.call(
        '/api/matter/save',
        { code: 'meeting.extra', name: '新规则', category: 'meetingRule', orgTypes: ['3'] },
        { token: admin },
      );
      expect(r.status).toBe(400);
      expect(Object.keys(r.envelope.data.fields).sort()).toEqual(['meetingType', 'period', 'times']);
    });

    it('never keeps the logs under 180 days, and keeps fee shares between 0 and 1', async () => {
      const retention = await matter('oplog.retentionDays');
      const short = await s.call('/api/matter/save', { ...retention, value: '90' }, { token: admin });
      expect(short.status).toBe(400);
      expect(short.envelope.data.field).toBe('value');
      expect(short.envelope.error_msg).toBe('日志保存期限不能少于180天');
      const share = await matter('fee.remitShare');
      expect(
        (await s.call('/api/matter/save', { ...share, value: '1.5' }, { token: admin })).envelope.data.fields.value,
      ).toMatch(/0到1之间/);
      const brackets = await matter('fee.brackets.retired');
      expect(
        (await s.call('/api/matter/save', { ...brackets, value: '5000:0.005,3000:0.01' }, { token: admin })).status,
      ).toBe(400);
      const kept = await s.call('/api/matter/save', { ...retention, value: '365' }, { token: admin });
      expect(kept.status, kept.envelope.error_msg).toBe(200);
    });

    it('keeps the codes the system reads: no recoding, no deletion', async () => {
      const years = await matter('term.years.3');
      expect(
        (await s.call('/api/matter/save', { ...years, code: 'term.years.x' }, { token: admin })).envelope.data.fields
          .code,
      ).toMatch(/不能修改/);
      expect(
        (await s.call('/api/matter/delete', { id: years.id, version: years.version }, { token: admin })).status,
      ).toBe(409);
    });

    it("uses a changed term length at the next organisation term's save, without a restart", async () => {
      const first = await s.call(
        '/api/orgTerm/save',
        { orgId: orgs.branchA, termNo: 7, startOn: '2025-03-01' },
        { token: admin },
      );
      expect(first.envelope.data.dueOn).toBe('2028-03-01');
      const years = await matter('term.years.3');
      expect((await s.call('/api/matter/save', { ...years, value: '5' }, { token: admin })).status).toBe(200);
      const next = await s.call(
        '/api/orgTerm/save',
        { orgId: orgs.branchA, termNo: 8, startOn: '2025-03-01' },
        { token: admin },
      );
      expect(next.envelope.data.dueOn).toBe('2030-03-01');
      const restored = await matter('term.years.3');
      await s.call('/api/matter/save', { ...restored, value: '3' }, { token: admin });
    });

    it('reads the term reminder months from the matter in the next list', async () => {
      const inFiveMonths = new Date(Date.now() + 150 * 86400_000).toISOString().slice(0, 10);
      const start = `${Number(inFiveMonths.slice(0, 4)) - 3}${inFiveMonths.slice(4)}`;
      const saved = await s.call(
        '/api/orgTerm/save',
        { orgId: orgs.branchB, termNo: 9, startOn: start },
        { token: admin },
      );
      expect(saved.envelope.data.dueState).toBe('2');
      const months = await matter('term.reminderMonths');
      expect((await s.call('/api/matter/save', { ...months, value: '4,2' }, { token: admin })).status).toBe(200);
      expect(
        (await s.call('/api/orgTerm/get', { id: saved.envelope.data.id }, { token: admin })).envelope.data.dueState,
      ).toBe('1');
      expect((await s.call('/api/matter/save', { ...months, value: '6-3' }, { token: admin })).status).toBe(409);
      const fresh = await matter('term.reminderMonths');
      expect(
        (await s.call('/api/matter/save', { ...fresh, value: '6-3' }, { token: admin })).envelope.data.fields.value,
      ).toMatch(/逗号分隔/);
    });
  });

  describe('dictionary', () => {
    const codes = async (token = admin) =>
      (await s.call('/api/syscode/querySysCodeString', {}, { token })).envelope.data as Record<
        string,
        { value: string; label: string }[]
      >;
    const item = async (dictName: string, value: string) =>
      (await s.call('/api/sysCode/list', { filters: { dictName, value } }, { token: admin })).envelope.data.records[0];

    it('answers a renamed system name at once: the read cache hears the change', async () => {
      const before = await codes(auditor);
      expect(before.sysConfig.find((i) => i.value === 'systemName')?.label).toMatch(/党建管理系统$/);
      const name = await item('sysConfig', 'systemName');
      const saved = await s.call('/api/sysCode/save', { ...name, label: '公交集团智慧党建平台' }, { token: admin });
      expect(saved.status, saved.envelope.error_msg).toBe(200);
      expect((await codes(auditor)).sysConfig.find((i) => i.value === 'systemName')?.label).toBe(
        '公交集团智慧党建平台',
      );
    });

    it('answers only enabled items; a disabled one stays on records but is not chosen anew', async () => {
      const conductor = await item('post', '2');
      expect((await s.call('/api/sysCode/save', { ...conductor, enabled: false }, { token: admin })).status).toBe(200);
      expect((await codes()).post.map((i) => i.value)).not.toContain('2');
      const r = await s.call('/api/member/list', { filters: { post: '2' }, pageSize: 1 }, { token: admin });
      const member = r.envelope.data.records[0];
      expect(member, 'the seed has conductors').toBeTruthy();
      const full = (await s.call('/api/member/get', { id: member.id }, { token: admin })).envelope.data;
      expect(
        (await s.call('/api/member/save', { ...unmasked(full), nativePlace: '河南郑州' }, { token: admin })).status,
      ).toBe(200);
      const other = (await s.call('/api/member/list', { filters: { post: '1' }, pageSize: 1 }, { token: admin }))
        .envelope.data.records[0];
      const moved = await s.call(
        '/api/member/save',
        { ...unmasked((await s.call('/api/member/get', { id: other.id }, { token: admin })).envelope.data), post: '2' },
        { token: admin },
      );
      expect(moved.envelope.data.fields.post).toMatch(/取值无效/);
      const again = await item('post', '2');
      await s.call('/api/sysCode/save', { ...again, enabled: true }, { token: admin });
    });

    it('refuses to delete an item a record uses, with 409 saying to disable it', async () => {
      const driver = await item('post', '1');
      const r = await s.call('/api/sysCode/delete', { id: driver.id, version: driver.version }, { token: admin });
      expect(r.status).toBe(409);
      expect(r.envelope.error_msg).toBe('该字典项已被使用，不能删除，请停用');
      const recode = await s.call('/api/sysCode/save', { ...driver, value: '99' }, { token: admin });
      expect(recode.envelope.data.fields.value).toMatch(/不能修改/);
      const unused = await s.call(
        '/api/sysCode/save',
        { dictName: 'post', value: '9', label: '安全员' },
        { token: admin },
      );
      expect(
        (
          await s.call(
            '/api/sysCode/delete',
            { id: unused.envelope.data.id, version: unused.envelope.data.version },
            { token: admin },
          )
        ).status,
      ).toBe(200);
    });
  });

  describe('operation log', () => {
    it('has list, get and export, and no save or delete call at all', () => {
      const urls = new Set(s.app.callTable.map((c) => c.url));
      for (const a of ['list', 'get', 'export']) expect(urls.has(`/api/operLog/${a}`)).toBe(true);
      for (const a of ['save', 'delete', 'transition']) expect(urls.has(`/api/operLog/${a}`)).toBe(false);
    });

    it('the administrator cannot write it, neither through a call nor in the database', async () => {
      for (const a of ['save', 'delete'])
        expect((await s.call(`/api/operLog/${a}`, { id: 1, version: 1, call: 'x' }, { token: admin })).status).toBe(
          404,
        );
      await expect(
        s.database.db.execute(
          sql`UPDATE operation_log SET outcome = 200 WHERE id = (SELECT min(id) FROM operation_log)`,
        ),
      ).rejects.toThrow();
      await expect(
        s.database.db.execute(sql`DELETE FROM operation_log WHERE id = (SELECT max(id) FROM operation_log)`),
      ).rejects.toThrow();
    });

    it("holds the seed's own writes and every sign-in, filtered by account, kind and time", async () => {
      const seed = await s.call(
        '/api/operLog/list',
        { filters: { action: 'seed', resource: 'indicator' }, pageSize: 5 },
        { token: auditor },
      );
      expect(seed.status).toBe(200);
      expect(seed.envelope.data.total).toBeGreaterThanOrEqual(28);
      const today = new Date().toISOString().slice(0, 10);
      const signIns = await s.call(
        '/api/operLog/list',
        { filters: { kind: 'signIn', account: 'auditor', at: [today, today] } },
        { token: auditor },
      );
      expect(signIns.status, signIns.envelope.error_msg).toBe(200);
      expect(signIns.envelope.data.total).toBeGreaterThanOrEqual(1);
      expect(signIns.envelope.data.records[0]).toMatchObject({ action: 'signIn', outcome: 200, account: 'auditor' });
      const none = await s.call(
        '/api/operLog/list',
        { filters: { at: ['2020-01-01', '2020-12-31'] } },
        { token: auditor },
      );
      expect(none.envelope.data.total).toBe(0);
    });

    it('shows a write as a field-by-field difference, with personal data masked', async () => {
      const target = (await s.call('/api/indicator/list', { filters: { code: 'ND0302' } }, { token: admin })).envelope
        .data.records[0];
      await s.call('/api/indicator/save', { ...target, name: '警示教育（季度）' }, { token: admin });
      const list = await s.call(
        '/api/operLog/list',
        { filters: { resource: 'indicator', recordId: String(target.id), action: 'save' } },
        { token: auditor },
      );
      const entry = await s.call('/api/operLog/get', { id: list.envelope.data.records[0].id }, { token: auditor });
      expect(entry.envelope.data.changes).toEqual([{ field: 'name', before: '警示教育', after: '警示教育（季度）' }]);
      expect(entry.envelope.data.before).toBeUndefined();
      const member = (await s.call('/api/member/list', { pageSize: 1 }, { token: admin })).envelope.data.records[0];
      const full = (await s.call('/api/member/get', { id: member.id }, { token: admin })).envelope.data;
      expect(full.idNumber).toContain('*');
      const saved = await s.call('/api/member/save', { ...unmasked(full), phone: '13912345678' }, { token: admin });
      expect(saved.status, saved.envelope.error_msg).toBe(200);
      const logged = await s.call(
        '/api/operLog/list',
        { filters: { resource: 'member', recordId: String(member.id) } },
        { token: auditor },
      );
      const change = (await s.call('/api/operLog/get', { id: logged.envelope.data.records[0].id }, { token: auditor }))
        .envelope.data.changes;
      expect(change.find((c: { field: string }) => c.field === 'phone').after).toBe('139****5678');
    });

    it('is read by the holder of oplog:read only, and keeps rows younger than 180 days whatever the matter says', async () => {
      const sec = await s.login('secretary1');
      expect((await s.call('/api/operLog/list', {}, { token: sec })).status).toBe(403);
      const [{ n: before }] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(operationLog);
      await s.database.db.execute(sql`UPDATE matters SET value = '1' WHERE code = 'oplog.retentionDays'`);
      await pruneLogs(s.database.db);
      const [{ n: after }] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(operationLog);
      expect(after).toBeGreaterThanOrEqual(before);
      await s.database.db.execute(sql`UPDATE matters SET value = '180' WHERE code = 'oplog.retentionDays'`);
    });
  });

  describe('privileges and the menu', () => {
    const menuIn = async (language: string) => {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/menu/get',
        headers: {
          authorization: admin,
          'accept-language': language,
          'content-type': 'application/json;charset=UTF-8',
        },
        payload: encryptText('{}', keys()),
      });
      return JSON.parse(decryptText(res.body, keys())).data as {
        path: string;
        label: string;
        children?: { path: string; label: string }[];
      }[];
    };

    it("answers the menu labels in the caller's language, English when it names none of zh, en, es", async () => {
      const system = (m: Awaited<ReturnType<typeof menuIn>>) => m.find((x) => x.path === 'systemmanagement')!;
      expect(system(await menuIn('en-US,en;q=0.9')).label).toBe('System');
      expect(system(await menuIn('en-US,en;q=0.9')).children!.find((c) => c.path === 'bs_index')!.label).toBe(
        'Indicators',
      );
      expect(system(await menuIn('es')).label).toBe('Sistema');
      expect(system(await menuIn('zh-CN,zh;q=0.9,en;q=0.8')).label).toBe('系统管理');
      expect(system(await menuIn('fr-FR')).label).toBe('System');
    });

    it('gives every catalogue entry its English and Spanish label, and an edit reaches the next menu call', async () => {
      const r = await s.call('/api/privilege/list', { pageSize: 200 }, { token: admin });
      expect(
        r.envelope.data.records.filter(
          (p: { labelEn: string | null; labelEs: string | null }) => !p.labelEn || !p.labelEs,
        ),
      ).toEqual([]);
      const entry = r.envelope.data.records.find((p: { path: string }) => p.path === 'bs_index');
      expect(
        (await s.call('/api/privilege/save', { ...entry, labelEn: 'Scoring indicators' }, { token: admin })).status,
      ).toBe(200);
      const menu = await menuIn('en');
      expect(menu.find((x) => x.path === 'systemmanagement')!.children!.find((c) => c.path === 'bs_index')!.label).toBe(
        'Scoring indicators',
      );
    });

    it("keeps the catalogue's screens: paths fixed, no deletion; staff add external links only", async () => {
      const r = await s.call('/api/privilege/list', { filters: { path: 'bs_index' } }, { token: admin });
      const entry = r.envelope.data.records.find((p: { path: string }) => p.path === 'bs_index');
      expect(
        (await s.call('/api/privilege/save', { ...entry, path: 'elsewhere' }, { token: admin })).envelope.data.fields
          .path,
      ).toMatch(/不能修改/);
      expect(
        (await s.call('/api/privilege/delete', { id: entry.id, version: entry.version }, { token: admin })).status,
      ).toBe(409);
      const bad = await s.call(
        '/api/privilege/save',
        { path: 'javascript:alert(1)', label: '坏链接' },
        { token: admin },
      );
      expect(bad.envelope.data.fields.path).toMatch(/外部链接/);
    });
  });
});
