import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLog, voteTallies, voteVoters } from '../../server/db/schema/index';
import { calendarItems } from '../../server/lib/calendar-feed';
import { resolveSession } from '../../server/modules/auth/session-store';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe.skipIf(skipSuite)('party affairs: online votes and work arrangements', () => {
  let s: TestServer;
  let admin: string;
  let company: string;
  let sec1: string;
  let sec2: string;
  let member: string;
  let orgs: Orgs;
  const memberIdOf: Record<string, number> = {};

  beforeAll(async () => {
    s = await startTestServer();
    [admin, company, sec1, sec2, member] = await Promise.all(
      ['admin', 'company1', 'secretary1', 'secretary2', 'member1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, admin);
    for (const [name, token] of Object.entries({ member1: member, secretary1: sec1, secretary2: sec2 })) {
      memberIdOf[name] = (await s.call('/api/auth/getUserInfo', {}, { token })).envelope.data.partyMemberId;
    }
  });
  afterAll(async () => s?.close());

  /** A published vote of company1's, open now unless told otherwise. */
  async function openVote(over: Record<string, unknown> = {}) {
    const saved = await s.call(
      '/api/vote/save',
      {
        title: '测试投票',
        kind: 'survey',
        orgId: orgs.fleet,
        opensAt: minutes(-1),
        closesAt: minutes(60),
        minChoices: 1,
        maxChoices: 2,
        anonymous: true,
        voterOrgIds: [orgs.branchA],
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
          { key: 'C', text: '丙' },
        ],
        ...over,
      },
      { token: company },
    );
    expect(saved.status, saved.envelope.error_msg).toBe(200);
    const published = await s.call(
      '/api/vote/transition',
      { id: saved.envelope.data.id, version: saved.envelope.data.version, action: 'publish' },
      { token: company },
    );
    expect(published.status, published.envelope.error_msg).toBe(200);
    return published.envelope.data as { id: number; version: number };
  }
  const cast = (token: string, voteId: number, choices: string[]) =>
    s.call('/api/vote/cast', { voteId, choices }, { token });
  const result = (token: string, voteId: number) => s.call('/api/vote/result', { voteId }, { token });

  describe('online votes', () => {
    it('takes one ballot per voter, also when two arrive at once', async () => {
      const v = await openVote();
      expect((await cast(member, v.id, ['A'])).status).toBe(200);
      const again = await cast(member, v.id, ['B']);
      expect(again.status).toBe(409);
      expect(again.envelope.error_msg).toBe('您已投过票，每人只能投一次');
      const both = await Promise.all([cast(sec1, v.id, ['A', 'C']), cast(sec1, v.id, ['B'])]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const roll = await s.database.db.select().from(voteVoters).where(eq(voteVoters.voteId, v.id));
      expect(roll.map((r) => r.memberId).sort()).toEqual([memberIdOf.member1, memberIdOf.secretary1].sort());
      const [tally] = await s.database.db.select().from(voteTallies).where(eq(voteTallies.voteId, v.id));
      expect(tally.ballots).toBe(2);
      const counts = tally.counts as Record<string, number>;
      expect(counts.A + (counts.B ?? 0) + (counts.C ?? 0)).toBe(both[0].status === 200 ? 3 : 2);
    });

    it('keeps nothing that joins an anonymous ballot to its voter', async () => {
      const v = await openVote();
      expect((await cast(member, v.id, ['B', 'C'])).status).toBe(200);
      const [roll] = await s.database.db.select().from(voteVoters).where(eq(voteVoters.voteId, v.id));
      expect(roll).toEqual({ voteId: v.id, memberId: memberIdOf.member1, choices: null });
      const columns = await s.database.db.execute(
        sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_name IN ('vote_voters', 'vote_tallies') ORDER BY table_name, column_name`,
      );
      const names = (columns as unknown as { rows: { table_name: string; column_name: string }[] }).rows.map(
        (c) => `${c.table_name}.${c.column_name}`,
      );
      // No ids that count up, no times, no voter on the side of what was chosen.
      expect(names).toEqual([
        'vote_tallies.ballots',
        'vote_tallies.counts',
        'vote_tallies.vote_id',
        'vote_voters.choices',
        'vote_voters.member_id',
        'vote_voters.vote_id',
      ]);
      const [tally] = await s.database.db.select().from(voteTallies).where(eq(voteTallies.voteId, v.id));
      expect(tally).toEqual({ voteId: v.id, ballots: 1, counts: { B: 1, C: 1 } });
      const logged = await s.database.db.select().from(operationLog).where(eq(operationLog.call, '/api/vote/cast'));
      expect(JSON.stringify(logged.map((l) => [l.before, l.after]))).not.toMatch(/"B"|"C"|choices/);
    });

    it('keeps the choices of a named vote with its voter', async () => {
      const v = await openVote({ anonymous: false });
      expect((await cast(member, v.id, ['A'])).status).toBe(200);
      const [roll] = await s.database.db.select().from(voteVoters).where(eq(voteVoters.voteId, v.id));
      expect(roll.choices).toEqual(['A']);
    });

    it('refuses a ballot outside the window, from a non-voter, and with a wrong number of choices or unknown keys', async () => {
      const later = await openVote({ opensAt: minutes(30), closesAt: minutes(90) });
      const early = await cast(member, later.id, ['A']);
      expect(early.status).toBe(400);
      expect(early.envelope.error_msg).toBe('投票尚未开始');
      const v = await openVote({ minChoices: 2, maxChoices: 2 });
      const outsider = await cast(sec2, v.id, ['A', 'B']);
      expect(outsider.status).toBe(403);
      expect(outsider.envelope.error_msg).toBe('您不是本次投票的投票人');
      expect((await cast(member, v.id, ['A'])).envelope.error_msg).toBe('请选择2项');
      expect((await cast(member, v.id, ['A', 'B', 'C'])).status).toBe(400);
      const unknown = await cast(member, v.id, ['A', 'Z']);
      expect(unknown.status).toBe(400);
      expect(unknown.envelope.error_msg).toBe('所选选项不存在');
      expect((await cast(member, v.id, ['A', 'A'])).status).toBe(400);
      expect(await s.database.db.select().from(voteVoters).where(eq(voteVoters.voteId, v.id))).toEqual([]);
      // A member named one by one votes though their branch is not a voting organisation.
      const named = await openVote({ voterOrgIds: [], voterMemberIds: [memberIdOf.secretary2] });
      expect((await cast(sec2, named.id, ['A'])).status).toBe(200);
      expect((await cast(member, named.id, ['A'])).status).toBe(403);
    });

    it('answers the turnout before the close and the counts only after it', async () => {
      const v = await openVote();
      await cast(member, v.id, ['A']);
      const open = await result(member, v.id);
      expect(open.status).toBe(200);
      expect(open.envelope.data).toMatchObject({ turnout: 1, counts: null, closed: false });
      const current = (await s.call('/api/vote/get', { id: v.id }, { token: company })).envelope.data;
      const closed = await s.call(
        '/api/vote/transition',
        { id: v.id, version: current.version, action: 'close' },
        { token: company },
      );
      expect(closed.status, closed.envelope.error_msg).toBe(200);
      const after = await result(member, v.id);
      expect(after.envelope.data).toMatchObject({ turnout: 1, closed: true, counts: { A: 1, B: 0, C: 0 } });
      const late = await cast(sec1, v.id, ['B']);
      expect(late.status).toBe(400);
      expect(late.envelope.error_msg).toBe('投票已结束');
      // Someone who is neither a voter nor holds the vote in scope learns nothing.
      expect((await result(sec2, v.id)).status).toBe(404);
    });

    it('checks the quorum of an election: four fifths of the voters', async () => {
      const others = [
        await createMember(s, admin, orgs.branchA, '候选一'),
        await createMember(s, admin, orgs.branchA, '候选二'),
      ];
      const three = [memberIdOf.member1, memberIdOf.secretary1, memberIdOf.secretary2];
      const finalise = async (voters: number[]) => {
        const v = await openVote({ kind: 'election', voterOrgIds: [], voterMemberIds: voters, maxChoices: 1 });
        for (const t of [member, sec1, sec2]) expect((await cast(t, v.id, ['A'])).status).toBe(200);
        const early = await s.call(
          '/api/vote/transition',
          { id: v.id, version: v.version, action: 'finalise' },
          { token: company },
        );
        expect(early.status).toBe(400);
        const c = await s.call(
          '/api/vote/transition',
          { id: v.id, version: v.version, action: 'close' },
          { token: company },
        );
        const f = await s.call(
          '/api/vote/transition',
          { id: v.id, version: c.envelope.data.version, action: 'finalise' },
          { token: company },
        );
        expect(f.status, f.envelope.error_msg).toBe(200);
        return f.envelope.data.result;
      };
      const failed = await finalise([...three, others[0].id]);
      expect(failed).toMatchObject({ electorate: 4, turnout: 3, quorum: { required: 4, met: false }, elected: [] });
      const valid = await finalise(three);
      expect(valid).toMatchObject({
        electorate: 3,
        turnout: 3,
        quorum: { required: 3, met: true },
        elected: ['A'],
        counts: { A: 3, B: 0, C: 0 },
      });
      expect(others[1].id).toBeGreaterThan(0);
    });

    it("lists a member's own votes, and keeps the management calls from them", async () => {
      const mine = await s.call('/api/vote/mine', {}, { token: member });
      expect(mine.status).toBe(200);
      const titles = mine.envelope.data.map((v: { title: string }) => v.title);
      expect(titles).toContain('2026年度一车队优秀共产党员评选');
      expect(titles).not.toContain('一保修车间第一党支部委员补选');
      expect(
        mine.envelope.data.find((v: { title: string }) => v.title === '2026年度一车队优秀共产党员评选').voted,
      ).toBe(false);
      expect((await s.call('/api/vote/list', {}, { token: member })).status).toBe(403);
      expect((await s.call('/api/vote/save', { title: 'x' }, { token: sec1 })).status).toBe(403);
    });
  });

  describe('work arrangements', () => {
    it('sends one receipt per target; a target sees only its own, a sibling nothing', async () => {
      const saved = await s.call(
        '/api/workArrangement/save',
        {
          title: '十二月工作安排',
          kind: '1',
          month: '2026-12',
          orgId: orgs.fleet,
          deadline: '2026-12-25',
          targetOrgIds: [orgs.branchA, orgs.branchB],
          content: '召开组织生活会',
        },
        { token: company },
      );
      expect(saved.status, saved.envelope.error_msg).toBe(200);
      const issued = await s.call(
        '/api/workArrangement/issue',
        { id: saved.envelope.data.id, version: saved.envelope.data.version },
        { token: company },
      );
      expect(issued.status, issued.envelope.error_msg).toBe(200);
      expect(issued.envelope.data.state).toBe('issued');
      const id = saved.envelope.data.id;
      const mine = (
        await s.call('/api/workArrangementReceipt/list', { filters: { arrangementId: id } }, { token: sec1 })
      ).envelope.data.records;
      expect(mine.map((r: { orgId: number }) => r.orgId)).toEqual([orgs.branchA]);
      expect(mine[0]).toMatchObject({
        title: '十二月工作安排',
        deadline: '2026-12-25',
        state: 'pending',
        issuerName: '一车队党总支',
      });
      const theirs = (
        await s.call('/api/workArrangementReceipt/list', { filters: { arrangementId: id } }, { token: sec2 })
      ).envelope.data.records;
      expect(theirs.map((r: { orgId: number }) => r.orgId)).toEqual([orgs.branchB]);
      expect((await s.call('/api/workArrangementReceipt/get', { id: theirs[0].id }, { token: sec1 })).status).toBe(404);
      const all = (
        await s.call('/api/workArrangementReceipt/list', { filters: { arrangementId: id } }, { token: company })
      ).envelope.data.records;
      expect(all).toHaveLength(2);
      // The target reads the notice through its receipt, not the sender's record.
      expect((await s.call('/api/workArrangement/get', { id }, { token: sec1 })).status).toBe(404);
      const got = await s.call('/api/workArrangementReceipt/get', { id: mine[0].id }, { token: sec1 });
      expect(got.envelope.data.parent).toMatchObject({ id, title: '十二月工作安排' });
      const frozen = await s.call(
        '/api/workArrangement/save',
        { ...issued.envelope.data, title: '改标题' },
        { token: company },
      );
      expect(frozen.status).toBe(400);
      expect(frozen.envelope.data.field).toBe('title');
    });

    it('is acknowledged and reported done by the target, and sent back only by the issuer', async () => {
      const saved = await s.call(
        '/api/workArrangement/save',
        {
          title: '专项部署',
          kind: '3',
          month: '2026-12',
          orgId: orgs.fleet,
          deadline: '2026-12-20',
          targetOrgIds: [orgs.branchA],
          content: '冬季安全',
        },
        { token: company },
      );
      await s.call(
        '/api/workArrangement/issue',
        { id: saved.envelope.data.id, version: saved.envelope.data.version },
        { token: company },
      );
      let [r] = (
        await s.call(
          '/api/workArrangementReceipt/list',
          { filters: { arrangementId: saved.envelope.data.id } },
          { token: sec1 },
        )
      ).envelope.data.records;
      expect(r.moves).toEqual(['acknowledge']);
      const move = async (token: string, action: string, extra: Record<string, unknown> = {}) => {
        const answer = await s.call(
          '/api/workArrangementReceipt/transition',
          { id: r.id, version: r.version, action, ...extra },
          { token },
        );
        if (answer.status === 200) r = answer.envelope.data;
        return answer;
      };
      expect((await move(sec1, 'acknowledge')).status).toBe(200);
      expect((await move(sec1, 'complete')).envelope.error_msg).toBe('请填写完成情况');
      expect((await move(sec1, 'complete', { report: '已组织培训' })).status).toBe(200);
      expect(r).toMatchObject({ state: 'done', report: '已组织培训' });
      expect(r.doneOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((await move(sec1, 'reopen', { opinion: '材料不全' })).status).toBe(403);
      expect((await move(company, 'reopen')).status).toBe(400);
      expect((await move(company, 'reopen', { opinion: '请补充照片' })).status).toBe(200);
      expect(r.state).toBe('acknowledged');
    });
  });

  describe('calendar', () => {
    const itemsOf = async (token: string, kind: string) => {
      const user = await resolveSession(s.database.db, s.config, token);
      const today = new Date().toISOString().slice(0, 10);
      return calendarItems(
        s.database.db,
        user!,
        { from: '2026-11-01', to: today > '2026-12-31' ? today : '2026-12-31' },
        [kind],
      );
    };

    it('gives a member the windows of the votes they may vote in, and a branch the deadlines of what it received', async () => {
      const windows = await itemsOf(member, 'vote');
      const votes = windows.map((i) => i.title);
      expect(votes).toContain('2026年度一车队优秀共产党员评选');
      // In the group's own time: the seeded window opens at 08:00 in Zhengzhou.
      expect(windows.find((i) => i.title.includes('优秀共产党员'))).toMatchObject({ time: '08:00', kind: 'vote' });
      expect(votes).not.toContain('一保修车间第一党支部委员补选');
      const mine = await itemsOf(sec1, 'workArrangement');
      expect(mine.map((i) => i.title)).toContain('关于做好冬季安全行车专项工作的部署');
      expect(mine.every((i) => i.orgId === orgs.branchA)).toBe(true);
      expect(mine.find((i) => i.title.includes('11月主题党日'))).toMatchObject({
        date: '2026-11-28',
        link: expect.stringMatching(/^\/partyAffairs\/workargmt\?tab=received/),
      });
      const theirs = await itemsOf(sec2, 'workArrangement');
      // secretary2's branch reported its November notice done: only what is still open is due.
      expect(theirs.map((i) => i.title)).not.toContain('关于开展11月主题党日活动的通知');
      expect(theirs.every((i) => i.orgId === orgs.branchB)).toBe(true);
    });
  });
});
