import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { calendarItems } from '../../server/lib/calendar-feed';
import { measure } from '../../server/lib/measures';
import { resolveSession } from '../../server/modules/auth/session-store';

type Rec = Record<string, any>;

describe.skipIf(skipSuite)(
  'organisational life: meetings on the review workflow, compliance, sharing, make-up study',
  () => {
    let s: TestServer;
    let admin: string;
    let sec1: string;
    let sec2: string;
    let company1: string;
    let member1: string;
    let orgs: Orgs;
    let branchA: number[];
    let branchB: number[];
    beforeAll(async () => {
      s = await startTestServer(process.env.DEBUG_LOG ? { LOG_LEVEL: 'error' } : {});
      [admin, sec1, sec2, company1, member1] = await Promise.all(
        ['admin', 'secretary1', 'secretary2', 'company1', 'member1'].map((a) => s.login(a)),
      );
      orgs = await seededOrgs(s, admin);
      const ids = async (orgId: number, token: string) =>
        (await s.call('/api/member/list', { pageSize: 200, filters: { orgId } }, { token })).envelope.data.records.map(
          (r: Rec) => r.id as number,
        );
      branchA = await ids(orgs.branchA, sec1);
      branchB = await ids(orgs.branchB, sec2);
    });
    afterAll(async () => s?.close());

    const held = (people: number[], heldAt: string, extra: Rec = {}) => ({
      orgId: orgs.branchA,
      type: '2',
      topic: '研究安全行车专项整治',
      plannedAt: heldAt,
      heldAt,
      place: '车队会议室',
      expected: people,
      present: people.slice(1),
      absent: [{ memberId: people[0], reason: '早班值乘' }],
      content: '传达学习上级文件精神',
      ...extra,
    });
    const save = (body: Rec, token = sec1) => s.call('/api/meeting/save', body, { token });
    const move = (r: Rec, action: string, token: string, opinion?: string, entity = 'meeting') =>
      s.call(`/api/${entity}/transition`, { id: r.id, version: r.version, action, opinion }, { token });
    /** Saved, submitted by the branch and approved by the company committee. */
    async function approved(body: Rec, entity = 'meeting'): Promise<Rec> {
      const saved = await s.call(`/api/${entity}/save`, body, { token: sec1 });
      expect(saved.status, saved.envelope.error_msg).toBe(200);
      const sub = await move(saved.envelope.data, 'submit', sec1, undefined, entity);
      expect(sub.status, sub.envelope.error_msg).toBe(200);
      const ok = await move(sub.envelope.data, 'approve', company1, undefined, entity);
      expect(ok.status, ok.envelope.error_msg).toBe(200);
      return ok.envelope.data;
    }

    it('lets the level above approve, never the owner, and keeps a submitted record read-only until returned', async () => {
      const draft = (await save(held(branchA.slice(0, 4), '2026-03-05T06:30:00.000Z'))).envelope.data;
      expect(draft.state).toBe('draft');
      expect(draft.moves).toEqual(['submit']);
      const submitted = (await move(draft, 'submit', sec1)).envelope.data;
      expect(submitted.state).toBe('submitted');
      expect(submitted.moves).toEqual([]);
      const own = await move(submitted, 'approve', sec1);
      expect(own.status).toBe(403);
      expect((await save({ ...submitted, topic: '改题' })).status).toBe(409);
      expect(
        (await s.call('/api/meeting/delete', { id: submitted.id, version: submitted.version }, { token: sec1 })).status,
      ).toBe(409);
      expect((await s.call('/api/meeting/get', { id: submitted.id }, { token: sec2 })).status).toBe(404);
      expect((await move(submitted, 'approve', sec2)).status).toBe(404);

      const silent = await move(submitted, 'return', company1);
      expect(silent.status).toBe(400);
      expect(silent.envelope.error_msg).toBe('请填写意见');
      const returned = (await move(submitted, 'return', company1, '请补充会议决议')).envelope.data;
      expect(returned.state).toBe('returned');
      const edited = await save({ ...returned, decisions: '明确专人负责整改' });
      expect(edited.status, edited.envelope.error_msg).toBe(200);
      const again = (await move(edited.envelope.data, 'submit', sec1)).envelope.data;
      const done = await move(again, 'approve', company1, '同意');
      expect(done.status, done.envelope.error_msg).toBe(200);
      expect(done.envelope.data.state).toBe('approved');
      expect(done.envelope.data.history.map((h: Rec) => [h.action, h.toState, h.opinion])).toEqual([
        ['submit', 'submitted', null],
        ['return', 'returned', '请补充会议决议'],
        ['submit', 'submitted', null],
        ['approve', 'approved', '同意'],
      ]);
      // The member absent on shift now has a make-up study, shown on the meeting.
      expect(done.envelope.data.makeUps).toEqual([{ memberId: branchA[0], studiedAt: null }]);
    });

    it('checks attendance: present and absent make the expected, nobody twice, only members of the organisation', async () => {
      const people = branchA.slice(0, 3);
      const both = await save(
        held(people, '2026-04-02T06:30:00.000Z', {
          present: people,
          absent: [{ memberId: people[0], reason: '病假' }],
        }),
      );
      expect(both.status).toBe(400);
      expect(both.envelope.data.fields.absent).toBe('同一党员不能既出席又缺席');
      const short = await save(
        held(people, '2026-04-02T06:30:00.000Z', {
          present: people.slice(2),
          absent: [{ memberId: people[0], reason: '病假' }],
        }),
      );
      expect(short.envelope.data.fields.absent).toBe('实到与缺席人数之和应等于应到人数');
      const stranger = await save(
        held(people, '2026-04-02T06:30:00.000Z', { present: [...people.slice(1), branchA[5]] }),
      );
      expect(stranger.envelope.data.fields.absent).toBe('出席和缺席的党员应在应到党员之中');
      const elsewhere = await s.call(
        '/api/meeting/save',
        held([branchB[0]], '2026-04-02T06:30:00.000Z', { present: [branchB[0]], absent: [] }),
        { token: admin },
      );
      expect(elsewhere.status).toBe(400);
      expect(elsewhere.envelope.data.fields.expected).toBe('应到党员只能是本组织（含党小组）的党员');
      const themed = await save(held(people, '2026-04-02T06:30:00.000Z', { type: '7' }));
      expect(themed.envelope.data.fields.type).toBeTruthy();
      const planned = await save({
        orgId: orgs.branchA,
        type: '3',
        topic: '学习党章',
        plannedAt: '2026-12-10T01:00:00.000Z',
        expected: people,
      });
      expect(planned.status, planned.envelope.error_msg).toBe(200);
      const early = await move(planned.envelope.data, 'submit', sec1);
      expect(early.status).toBe(400);
      expect(early.envelope.data.field).toBe('heldAt');
    });

    it('counts approved meetings and themed days per period against the rules of a hand-built year', async () => {
      const people = branchA.slice(0, 3);
      // 2024: committee in January and February (not March); one party congress in Q2; a themed day in March;
      // a committee meeting left submitted does not count.
      await approved(held(people, '2024-01-10T06:00:00.000Z'));
      await approved(held(people, '2024-02-10T06:00:00.000Z'));
      await approved(held(people, '2024-05-10T06:00:00.000Z', { type: '1' }));
      await approved({ ...held(people, '2024-03-01T01:00:00.000Z'), type: '1', theme: '重温入党誓词' }, 'activity');
      const pending = (await save(held(people, '2024-03-20T06:00:00.000Z'))).envelope.data;
      await move(pending, 'submit', sec1);
      // Shanghai time: 2024-03-31T17:00Z is already April 1st there.
      await approved(held(people, '2024-03-31T17:00:00.000Z', { type: '3' }));

      const r = await s.call('/api/meeting/compliance', { orgId: orgs.branchA, year: 2024 }, { token: company1 });
      expect(r.status, r.envelope.error_msg).toBe(200);
      const [row] = r.envelope.data.orgs;
      expect(row.orgId).toBe(orgs.branchA);
      const cell = (code: string) => row.cells.find((c: Rec) => c.code === code);
      expect(
        cell('meeting.committee')
          .periods.slice(0, 4)
          .map((p: Rec) => [p.held, p.status]),
      ).toEqual([
        [1, 'met'],
        [1, 'met'],
        [0, 'missed'],
        [0, 'missed'],
      ]);
      expect(cell('meeting.committee')).toMatchObject({ held: 2, required: 12, status: 'missed' });
      expect(cell('meeting.congress').periods.map((p: Rec) => p.held)).toEqual([0, 1, 0, 0]);
      expect(
        cell('meeting.themedDay')
          .periods.slice(0, 3)
          .map((p: Rec) => p.held),
      ).toEqual([0, 0, 1]);
      expect(
        cell('meeting.group')
          .periods.slice(2, 4)
          .map((p: Rec) => p.held),
      ).toEqual([0, 1]);
      // Four approved meetings with three expected each: two present each, one absent each (not yet made up).
      expect(row).toMatchObject({ expected: 12, covered: 8 });

      const q1 = await s.call(
        '/api/meeting/compliance',
        { orgId: orgs.branchA, year: 2024, quarter: 1 },
        { token: sec1 },
      );
      const c1 = q1.envelope.data.orgs[0].cells.find((c: Rec) => c.code === 'meeting.committee');
      expect(c1).toMatchObject({ held: 2, required: 3, status: 'missed' });
      expect(c1.periods.map((p: Rec) => p.no)).toEqual([1, 2, 3]);
      expect(q1.envelope.data.orgs[0].cells.find((c: Rec) => c.code === 'meeting.orgLife').periods).toHaveLength(1);

      // A made-up absence counts as covered.
      const mine = await s.call('/api/meeting/myMakeUps', {}, { token: member1 });
      const member1Id = (await s.call('/api/auth/getUserInfo', {}, { token: member1 })).envelope.data.partyMemberId;
      expect(mine.envelope.data.records.every((x: Rec) => typeof x.topic === 'string')).toBe(true);
      expect(member1Id).toBeTruthy();

      // secretary2 may not ask about a sibling's subtree.
      expect(
        (await s.call('/api/meeting/compliance', { orgId: orgs.branchA, year: 2024 }, { token: sec2 })).status,
      ).toBe(404);
    });

    it('gives a member absent from an approved meeting a make-up study that only they confirm', async () => {
      const info = (await s.call('/api/auth/getUserInfo', {}, { token: member1 })).envelope.data;
      const me = Number(info.partyMemberId);
      const people = [me, ...branchA.filter((id) => id !== me).slice(0, 2)];
      const m = await approved(
        held(people, '2026-06-05T06:30:00.000Z', {
          topic: '补学测试会议',
          absent: [{ memberId: me, reason: '晚班值乘' }],
          present: people.slice(1),
        }),
      );
      const list = await s.call('/api/meeting/myMakeUps', {}, { token: member1 });
      const item = list.envelope.data.records.find((x: Rec) => x.meetingId === m.id);
      expect(item).toMatchObject({
        topic: '补学测试会议',
        content: '传达学习上级文件精神',
        reason: '晚班值乘',
        studiedAt: null,
      });
      expect((await s.call('/api/meeting/confirmMakeUp', { id: item.id }, { token: sec1 })).status).toBe(404);
      const ok = await s.call('/api/meeting/confirmMakeUp', { id: item.id, note: '已学习' }, { token: member1 });
      expect(ok.status, ok.envelope.error_msg).toBe(200);
      const shown = (await s.call('/api/meeting/get', { id: m.id }, { token: sec1 })).envelope.data;
      expect(shown.makeUps).toEqual([{ memberId: me, studiedAt: expect.any(String) }]);
    });

    it('names everyone a meeting expects on its own screen, not in every row of the list', async () => {
      const people = branchA.slice(0, 3);
      const m = (await save(held(people, '2026-06-12T06:30:00.000Z', { topic: '名单只在详情' }))).envelope.data;
      expect(Object.keys(m.people).map(Number).sort()).toEqual([...people].sort());
      const shown = (await s.call('/api/meeting/get', { id: m.id }, { token: sec1 })).envelope.data;
      expect(shown.people).toEqual(m.people);
      expect(shown.makeUps).toEqual([]);
      const row = (
        await s.call('/api/meeting/list', { pageSize: 20, filters: { topic: '名单只在详情' } }, { token: sec1 })
      ).envelope.data.records[0];
      expect(row).toMatchObject({ id: m.id, expectedCount: 3, presentCount: 2, moves: ['submit'] });
      expect(row).not.toHaveProperty('people');
      expect(row).not.toHaveProperty('makeUps');
    });

    it('answers the review queue of the level above with the moves it may make, and nothing to the branch', async () => {
      const mine = (await save(held(branchA.slice(0, 2), '2026-07-05T06:30:00.000Z', { topic: '待审核的支委会' })))
        .envelope.data;
      await move(mine, 'submit', sec1);
      const q = await s.call(
        '/api/workflow/queue',
        { entity: 'meeting', orgId: orgs.branchA, pageSize: 200 },
        { token: company1 },
      );
      expect(q.status).toBe(200);
      const row = q.envelope.data.records.find((r: Rec) => r.id === mine.id);
      expect(row).toMatchObject({
        entity: 'meeting',
        title: '待审核的支委会',
        orgId: orgs.branchA,
        state: 'submitted',
        moves: ['approve', 'return'],
      });
      const dates = q.envelope.data.records.map((r: Rec) => r.submittedAt);
      expect([...dates].sort()).toEqual(dates);
      expect((await s.call('/api/workflow/queue', {}, { token: sec1 })).envelope.data.total).toBe(0);
    });

    it('shares approved, shared records with the whole group without the attendees', async () => {
      const people = branchA.slice(0, 3);
      const names = (
        await s.call('/api/member/list', { pageSize: 200, filters: { orgId: orgs.branchA } }, { token: sec1 })
      ).envelope.data.records
        .filter((r: Rec) => people.includes(r.id))
        .map((r: Rec) => r.name as string);
      const shared = await approved(
        held(people, '2026-08-05T06:30:00.000Z', {
          topic: '共享的党课',
          type: '4',
          lecturer: '讲课人甲',
          host: '主持人乙',
          share: true,
        }),
      );
      await approved(held(people, '2026-08-06T06:30:00.000Z', { topic: '不共享的会议' }));
      const waiting = (await save(held(people, '2026-08-07T06:30:00.000Z', { topic: '未审核的共享会议', share: true })))
        .envelope.data;
      await move(waiting, 'submit', sec1);
      const feed = await s.call('/api/meeting/shared', { pageSize: 100, keyword: '共享' }, { token: sec2 });
      expect(feed.status).toBe(200);
      const topics = feed.envelope.data.records.map((r: Rec) => r.topic);
      expect(topics).toContain('共享的党课');
      expect(topics).not.toContain('不共享的会议');
      expect(topics).not.toContain('未审核的共享会议');
      const item = feed.envelope.data.records.find((r: Rec) => r.id === shared.id && r.kind === 'meeting');
      expect(item).toMatchObject({ orgName: '一车队第一党支部', expectedCount: 3, presentCount: 2 });
      for (const key of ['expected', 'present', 'absent', 'host', 'recorder', 'lecturer', 'people', 'makeUps'])
        expect(item).not.toHaveProperty(key);
      const text = JSON.stringify(feed.envelope.data);
      for (const n of [...names, '讲课人甲', '主持人乙']) expect(text).not.toContain(n);
      // The generic list stays scoped: secretary2 does not see secretary1's meetings there.
      const theirs = await s.call(
        '/api/meeting/list',
        { pageSize: 200, filters: { topic: '共享的党课' } },
        { token: sec2 },
      );
      expect(theirs.envelope.data.total).toBe(0);
    });

    it('runs transfers on the generic workflow: the receiver returns with an opinion, the owner resubmits or withdraws', async () => {
      const m = await createMember(s, sec1, orgs.branchA, '退回测试');
      const t = (
        await s.call(
          '/api/memberTransfer/save',
          { memberId: m.id, direction: 'out', scope: '1', toOrgId: orgs.branchB, reason: '岗位调整' },
          { token: sec1 },
        )
      ).envelope.data;
      const sent = (await move(t, 'submit', sec1, undefined, 'memberTransfer')).envelope.data;
      expect(sent.status).toBe('2');
      expect(sent.moves).toEqual(['approve', 'cancel']);
      expect((await move(sent, 'return', sec1, '不接收', 'memberTransfer')).status).toBe(403);
      expect((await move(sent, 'return', sec2, undefined, 'memberTransfer')).status).toBe(400);
      const back = await move(sent, 'return', sec2, '介绍信编号缺失', 'memberTransfer');
      expect(back.status, back.envelope.error_msg).toBe(200);
      expect(back.envelope.data.status).toBe('5');
      const edited = (
        await s.call('/api/memberTransfer/save', { ...back.envelope.data, letterNo: 'ZJ-009' }, { token: sec1 })
      ).envelope.data;
      const again = (await move(edited, 'resubmit', sec1, undefined, 'memberTransfer')).envelope.data;
      expect(again.status).toBe('2');
      const gone = (await move(again, 'cancel', sec1, undefined, 'memberTransfer')).envelope.data;
      expect(gone.status).toBe('6');
      expect(gone.moves).toEqual([]);
      expect((await s.call('/api/member/get', { id: m.id }, { token: sec1 })).envelope.data.orgId).toBe(orgs.branchA);
    });

    it('puts planned meetings on the calendars of their organisation and of the members expected, and measures a year', async () => {
      const me = Number((await s.call('/api/auth/getUserInfo', {}, { token: member1 })).envelope.data.partyMemberId);
      const planned = await save({
        orgId: orgs.branchA,
        type: '3',
        topic: '日历里的党小组会',
        plannedAt: '2030-03-05T01:00:00.000Z',
        expected: [me],
      });
      expect(planned.status, planned.envelope.error_msg).toBe(200);
      const range = { from: '2030-03-01', to: '2030-03-31' };
      const itemsOf = async (token: string) =>
        calendarItems(s.database.db, (await resolveSession(s.database.db, s.config, token))!, range, ['meeting']);
      for (const token of [member1, sec1, company1]) {
        expect(await itemsOf(token)).toContainEqual(
          expect.objectContaining({
            date: '2030-03-05',
            time: '09:00',
            title: '日历里的党小组会',
            kind: 'meeting',
            link: `/Partydevelopment/toclassInfo?id=${planned.envelope.data.id}`,
          }),
        );
      }
      expect(await itemsOf(sec2)).toEqual([]);
      // The hand-built 2024 above: committee met in two of twelve months, and so on, as a rate.
      const rate = await measure(s.database.db, 'meetings', orgs.branchA, 2024);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThan(0.3);
    });
  },
);
