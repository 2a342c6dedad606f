import { wordIn } from '../../src/contract/messages/message';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleReads } from '../../server/db/schema/index';
import { calendarItems } from '../../server/lib/calendar-feed';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';

describe.skipIf(skipSuite)('publicity and supervision', () => {
  let s: TestServer;
  let admin: string;
  let company: string;
  let sec1: string;
  let sec2: string;
  let member: string;
  let orgs: Orgs;
  beforeAll(async () => {
    s = await startTestServer(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
    [admin, company, sec1, sec2, member] = await Promise.all(
      ['admin', 'company1', 'secretary1', 'secretary2', 'member1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  const save = (token: string, body: Record<string, unknown>) => s.call('/api/article/save', body, { token });
  const move = (
    entity: string,
    token: string,
    record: { id: number; version: number },
    action: string,
    extra: Record<string, unknown> = {},
  ) => s.call(`/api/${entity}/transition`, { id: record.id, version: record.version, action, ...extra }, { token });
  const announcement = async (targets: number[], title = '关于测试的通知') => {
    const r = await save(company, {
      channel: 'announcement',
      title,
      orgId: orgs.fleet,
      targetOrgIds: targets,
      content: '<p>请各支部按时参加。</p>',
    });
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as { id: number; version: number };
  };

  describe('the public article', () => {
    it('answers a published article without a token and hides drafts and withdrawn ones behind a 404', async () => {
      const list = (await s.call('/api/article/list', { pageSize: 200 }, { token: admin })).envelope.data.records as {
        id: number;
        state: string;
      }[];
      const byState = (state: string) => list.find((r) => r.state === state)!;
      for (const state of ['published', 'draft', 'withdrawn']) expect(byState(state), state).toBeTruthy();
      const published = await s.call('/api/article/get', { id: byState('published').id });
      expect(published.status).toBe(200);
      expect(published.envelope.data.title).toBeTruthy();
      for (const state of ['draft', 'withdrawn']) {
        const r = await s.call('/api/article/get', { id: byState(state).id });
        expect(r.status, state).toBe(404);
        expect(r.envelope.error_msg).toBe('文章不存在或未发布');
      }
      expect((await s.call('/api/article/get', { id: 99_999_999 })).status).toBe(404);
    });

    it('shows a draft to a signed-in caller whose scope holds it, and to nobody else', async () => {
      const draft = await announcement([orgs.branchA], '草稿通知');
      const mine = await s.call('/api/article/get', { id: draft.id }, { token: company });
      expect(mine.status).toBe(200);
      expect(mine.envelope.data).toMatchObject({ state: 'draft', moves: ['publish'] });
      for (const token of [sec1, sec2, member])
        expect((await s.call('/api/article/get', { id: draft.id }, { token })).status).toBe(404);
    });

    it('stores and answers the body as the sanitiser leaves it, whatever the client sent', async () => {
      const r = await save(company, {
        channel: 'shiznews',
        title: '带脚本的新闻',
        orgId: orgs.fleet,
        content:
          '<p onclick="alert(1)">正文<img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a></p><script>alert(2)</script><iframe src="https://evil.example"></iframe>',
      });
      expect(r.status, r.envelope.error_msg).toBe(200);
      expect(r.envelope.data.content).toBe('<p>正文<img src="x" /><a>链接</a></p>');
      const published = await move('article', company, r.envelope.data, 'publish');
      expect(published.status, published.envelope.error_msg).toBe(200);
      const open = await s.call('/api/article/get', { id: r.envelope.data.id });
      expect(open.envelope.data.content).toBe('<p>正文<img src="x" /><a>链接</a></p>');
      expect(open.envelope.data).not.toHaveProperty('moves');
    });
  });

  describe('publishing and withdrawing', () => {
    it('publishes through the transition call, stamps the time, and withdraws back out of public view', async () => {
      const noTargets = await announcement([]);
      const refused = await move('article', company, noTargets, 'publish');
      expect(refused.status).toBe(400);
      expect(refused.envelope.data.field).toBe('targetOrgIds');

      const a = await announcement([orgs.branchA]);
      expect((await move('article', sec1, a, 'publish')).status).toBe(404);
      const published = await move('article', company, a, 'publish');
      expect(published.status, published.envelope.error_msg).toBe(200);
      expect(published.envelope.data.state).toBe('published');
      expect(Date.parse(published.envelope.data.publishTime)).toBeGreaterThan(Date.now() - 60_000);
      expect((await s.call('/api/article/get', { id: a.id })).status).toBe(200);
      // Published is not editable: the record changes only by withdrawing it first.
      const edit = await save(company, { ...published.envelope.data, title: '改标题' });
      expect(edit.status).toBe(409);

      // The target branch reads it and may not withdraw it; the sibling does not see it at all.
      const seen = await s.call(
        '/api/article/list',
        { pageSize: 200, filters: { channel: 'announcement' } },
        { token: sec1 },
      );
      const row = seen.envelope.data.records.find((r: { id: number }) => r.id === a.id);
      expect(row).toMatchObject({ state: 'published', moves: [] });
      expect((await move('article', sec1, published.envelope.data, 'withdraw')).status).toBe(403);
      const sibling = await s.call('/api/article/list', { pageSize: 200 }, { token: sec2 });
      expect(sibling.envelope.data.records.some((r: { id: number }) => r.id === a.id)).toBe(false);
      expect((await s.call('/api/article/get', { id: a.id }, { token: sec2 })).envelope.data).not.toHaveProperty(
        'moves',
      );

      const withdrawn = await move('article', company, published.envelope.data, 'withdraw', { opinion: '内容有误' });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.envelope.data.state).toBe('withdrawn');
      expect((await s.call('/api/article/get', { id: a.id })).status).toBe(404);
      expect(
        (await s.call('/api/article/list', { pageSize: 200 }, { token: sec1 })).envelope.data.records.some(
          (r: { id: number }) => r.id === a.id,
        ),
      ).toBe(false);
      const history = (await s.call('/api/article/get', { id: a.id }, { token: company })).envelope.data.history.map(
        (h: { action: string }) => h.action,
      );
      expect(history).toEqual(['publish', 'withdraw']);
      expect((await move('article', company, withdrawn.envelope.data, 'withdraw')).status).toBe(400);
    });
  });

  describe('read receipts', () => {
    it("records a target member's opening once and shows the sender read and unread per organisation and member", async () => {
      const a = await announcement([orgs.branchA], '回执测试通知');
      await move('article', company, a, 'publish');
      const inbox = await s.call('/api/article/inbox', {}, { token: member });
      expect(inbox.envelope.data.records.find((r: { id: number }) => r.id === a.id)).toMatchObject({ readAt: null });

      const first = await s.call('/api/article/read', { id: a.id }, { token: member });
      expect(first.status).toBe(200);
      expect(first.envelope.data).toMatchObject({ id: a.id, title: '回执测试通知' });
      const again = await s.call('/api/article/read', { id: a.id }, { token: member });
      expect(again.envelope.data.readAt).toBe(first.envelope.data.readAt);
      const rows = await s.database.db.select().from(articleReads).where(eq(articleReads.articleId, a.id));
      expect(rows).toHaveLength(1);

      // A member of the sibling branch is no recipient: nothing to read, nothing recorded.
      expect((await s.call('/api/article/read', { id: a.id }, { token: sec2 })).envelope.data).toBeNull();
      const after = await s.database.db.select().from(articleReads).where(eq(articleReads.articleId, a.id));
      expect(after).toHaveLength(1);

      const receipts = await s.call('/api/article/receipts', { id: a.id }, { token: company });
      expect(receipts.status).toBe(200);
      const branch = receipts.envelope.data.orgs.find((o: { orgId: number }) => o.orgId === orgs.branchA);
      expect(branch.read).toBe(1);
      expect(branch.total).toBeGreaterThan(1);
      expect(receipts.envelope.data.orgs.every((o: { orgId: number }) => o.orgId === orgs.branchA)).toBe(true);
      const readers = receipts.envelope.data.members.filter((m: { readAt: string | null }) => m.readAt);
      expect(readers).toHaveLength(1);
      expect(readers[0].memberId).toBe(rows[0].memberId);
      expect(
        (await s.call('/api/article/inbox', {}, { token: member })).envelope.data.records.find(
          (r: { id: number }) => r.id === a.id,
        ).readAt,
      ).toBeTruthy();

      // Receipts are the sender's: the target branch's secretary and the sibling do not get them.
      expect((await s.call('/api/article/receipts', { id: a.id }, { token: sec1 })).status).toBe(404);
      expect((await s.call('/api/article/receipts', { id: a.id }, { token: sec2 })).status).toBe(404);
    });

    it('keeps the seeded receipts and the dashboard announcements', async () => {
      const seeded = await s.database.db
        .select()
        .from(articleReads)
        .where(and(eq(articleReads.orgId, orgs.branchA)));
      expect(seeded.length).toBeGreaterThan(0);
      const dash = await s.call('/api/dashboard/summary', {}, { token: sec1 });
      expect(dash.status).toBe(200);
      expect(dash.envelope.data.announcements.length).toBeGreaterThan(0);
    });
  });

  describe('supervision', () => {
    const inspection = (orgId: number, extra: Record<string, unknown> = {}) =>
      s.call(
        '/api/supervision/save',
        {
          subject: '三会一课检查',
          orgId,
          inspectedOn: '2026-11-02',
          inspectors: '王建国',
          findings: '记录不全',
          rectifyRequired: true,
          deadline: '2026-12-20',
          ...extra,
        },
        { token: company },
      );

    it('is registered by the upper levels, and a self-check is still accepted by the level above', async () => {
      const noDeadline = await inspection(orgs.branchA, { deadline: null });
      expect(noDeadline.envelope.data.fields.deadline).toBe('需要整改时请填写整改期限');
      expect(
        (
          await s.call(
            '/api/supervision/save',
            {
              subject: 'x',
              orgId: orgs.branchA,
              inspectedOn: '2026-11-02',
              inspectors: 'x',
              findings: 'x',
              rectifyRequired: false,
            },
            { token: sec1 },
          )
        ).status,
      ).toBe(403);
      const own = (await s.call('/api/auth/getUserInfo', {}, { token: company })).envelope.data.orgId;
      const self = await inspection(Number(own), { subject: '公司党委自查' });
      expect(self.status, self.envelope.error_msg).toBe(200);
      const reported = (
        await move('supervision', company, self.envelope.data, 'report', { rectifyReport: '自查整改完成' })
      ).envelope.data;
      expect(reported.state).toBe('3');
      expect((await move('supervision', company, reported, 'accept')).status).toBe(403);
      expect((await move('supervision', admin, reported, 'accept')).status).toBe(200);
    });

    it('goes report, return, report again, accept: each side doing only its own moves', async () => {
      const created = await inspection(orgs.branchA);
      expect(created.status, created.envelope.error_msg).toBe(200);
      let r = created.envelope.data;
      expect(r).toMatchObject({ state: '1', overdue: false });
      // The inspector neither reports for the branch nor closes what needs rectifying.
      expect((await s.call('/api/supervision/get', { id: r.id }, { token: company })).envelope.data.moves).toEqual([]);
      expect((await move('supervision', company, r, 'report', { rectifyReport: '代为整改' })).status).toBe(403);
      expect(r.inspectorOrgIdName).toBe('第一客运分公司党委');
      expect((await s.call('/api/supervision/get', { id: r.id }, { token: sec2 })).status).toBe(404);

      const mine = (await s.call('/api/supervision/get', { id: r.id }, { token: sec1 })).envelope.data;
      expect(mine.moves).toEqual(['report']);
      const empty = await move('supervision', sec1, r, 'report');
      expect(empty.status).toBe(400);
      expect(empty.envelope.data.field).toBe('rectifyReport');
      r = (await move('supervision', sec1, r, 'report', { rectifyReport: '已补签会议记录' })).envelope.data;
      expect(r).toMatchObject({ state: '3', rectifyReport: '已补签会议记录' });
      expect((await move('supervision', sec1, r, 'accept')).status).toBe(403);

      const queue = await s.call('/api/workflow/queue', { entity: 'supervision', pageSize: 200 }, { token: company });
      expect(queue.status, queue.envelope.error_msg).toBe(200);
      expect(JSON.stringify(queue.envelope.data)).toContain(String(r.id));
      expect((await move('supervision', company, r, 'return')).status).toBe(400);
      r = (await move('supervision', company, r, 'return', { opinion: '请附上补签后的记录照片' })).envelope.data;
      expect(r.state).toBe('2');
      r = (await move('supervision', sec1, r, 'report', { rectifyReport: '已补签并上传照片' })).envelope.data;
      const accepted = await move('supervision', company, r, 'accept', { opinion: '整改到位' });
      expect(accepted.status, accepted.envelope.error_msg).toBe(200);
      expect(accepted.envelope.data.state).toBe('4');
      const detail = (await s.call('/api/supervision/get', { id: r.id }, { token: sec1 })).envelope.data;
      expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['report', 'return', 'report', 'accept']);
      expect(detail.moves).toEqual([]);
    });

    it('lets the inspected branch attach its evidence while it owes the report, and nobody else', async () => {
      const r = (await inspection(orgs.branchA)).envelope.data;
      const pdf = { name: '整改佐证.pdf', content: Buffer.from('%PDF-1.4\n% evidence\n%%EOF\n') };
      const mine = await uploadFile(s, '/api/accessory/upload', sec1, pdf, { entity: 'supervision', recordId: r.id });
      expect(mine.status).toBe(200);
      expect(
        (await uploadFile(s, '/api/accessory/upload', sec2, pdf, { entity: 'supervision', recordId: r.id })).status,
      ).toBe(404);
      const reported = (await move('supervision', sec1, r, 'report', { rectifyReport: '见附件' })).envelope.data;
      // Reported: the branch has no move left, so no more files from it.
      expect(
        (await uploadFile(s, '/api/accessory/upload', sec1, pdf, { entity: 'supervision', recordId: reported.id }))
          .status,
      ).toBe(403);
      expect(
        (await s.call('/api/supervision/get', { id: r.id }, { token: company })).envelope.data.accessories,
      ).toHaveLength(1);
    });

    it('closes at once only what needs no rectification', async () => {
      const needs = (await inspection(orgs.branchA)).envelope.data;
      expect((await move('supervision', company, needs, 'close')).status).toBe(400);
      const none = (await inspection(orgs.branchA, { rectifyRequired: false, deadline: null })).envelope.data;
      expect((await s.call('/api/supervision/get', { id: none.id }, { token: company })).envelope.data.moves).toEqual([
        'close',
      ]);
      expect((await move('supervision', company, none, 'close')).envelope.data.state).toBe('4');
    });

    it('flags an overdue rectification and puts open deadlines on the calendar', async () => {
      const late = (
        await inspection(orgs.branchA, { inspectedOn: '2025-01-02', deadline: '2025-02-01', subject: '逾期检查' })
      ).envelope.data;
      expect(late.overdue).toBe(true);
      expect(wordIn(late.warnings[0], 'zh')).toContain('整改已逾期');
      const flagged = await s.call(
        '/api/supervision/list',
        { filters: { overdue: true }, pageSize: 200 },
        { token: sec1 },
      );
      expect(flagged.envelope.data.records.some((x: { id: number }) => x.id === late.id)).toBe(true);
      const user = { scopeOrgIds: [orgs.branchA] } as unknown as SessionUser;
      const items = await calendarItems(s.database.db, user, { from: '2025-01-01', to: '2025-03-01' }, [
        'rectification',
      ]);
      expect(items).toContainEqual(
        expect.objectContaining({
          date: '2025-02-01',
          kind: 'rectification',
          link: `/Qualityefficiency/supvinactivity_info?id=${late.id}`,
        }),
      );
    });

    it('seeds inspections at every state', async () => {
      const all = (await s.call('/api/supervision/list', { pageSize: 200 }, { token: admin })).envelope.data
        .records as { state: string; overdue: boolean }[];
      for (const state of ['1', '2', '3', '4'])
        expect(
          all.some((x) => x.state === state),
          state,
        ).toBe(true);
      expect(all.some((x) => x.overdue)).toBe(true);
    });
  });

  // Last: it spends this minute's anonymous requests of the address.
  describe('the public article under load', () => {
    it('limits readers without a session by their address, never a signed-in clerk reading all day', async () => {
      const list = (await s.call('/api/article/list', { pageSize: 200 }, { token: admin })).envelope.data.records as {
        id: number;
        state: string;
      }[];
      const id = list.find((r) => r.state === 'published')!.id;
      // Every request here comes from the same address: 120 a minute, the ones above already counted.
      const anonymous: number[] = [];
      for (let i = 0; i < 125; i++) anonymous.push((await s.call('/api/article/get', { id })).status);
      expect(anonymous).toContain(429);
      expect(anonymous.slice(anonymous.indexOf(429)).every((st) => st === 429)).toBe(true);
      for (let i = 0; i < 130; i++)
        expect((await s.call('/api/article/get', { id }, { token: sec1 })).status).toBe(200);
    });
  });
});
