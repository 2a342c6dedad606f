import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { createMember, seededOrgs, type Orgs } from './support/fixtures';
import { resultRows } from '../../server/lib/sql-rows';

type Rec = Record<string, any> & { id: number; version: number };

describe.skipIf(skipSuite)('commendations: quotas, the review chain, the public notice and the awards', () => {
  let s: TestServer;
  let sec1: string;
  let sec2: string;
  let company: string;
  let group: string;
  let orgs: Orgs;

  beforeAll(async () => {
    s = await startTestServer();
    [sec1, sec2, company, group] = await Promise.all(
      ['secretary1', 'secretary2', 'company1', 'orgdept1'].map((a) => s.login(a)),
    );
    orgs = await seededOrgs(s, await s.login('admin'));
  });
  afterAll(async () => s?.close());

  const ok = (r: { status: number; envelope: { error_msg: string; data: any } }) => {
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data as Rec;
  };
  const save = (entity: string, values: Record<string, unknown>, token: string, language?: string) =>
    s.call(`/api/${entity}/save`, values, { token, language });
  const move = (entity: string, r: Rec, action: string, token: string, opinion?: string) =>
    s.call(`/api/${entity}/transition`, { id: r.id, version: r.version, action, opinion }, { token });
  const rows = async <T>(query: ReturnType<typeof sql>) => resultRows<T>(await s.database.db.execute(query));

  /** A call of the group sent to the first fleet's general branch, one place of each kind. */
  async function sentCall(title: string): Promise<Rec> {
    const call = ok(
      await save(
        'commendationCall',
        {
          title,
          year: 2026,
          orgId: orgs.root,
          deadline: '2026-12-31',
          targetOrgIds: [orgs.fleet],
          memberQuota: 1,
          workerQuota: 1,
          orgQuota: 1,
        },
        group,
      ),
    );
    return ok(await s.call('/api/commendationCall/issue', { id: call.id, version: call.version }, { token: group }));
  }
  const nominate = async (call: Rec, token: string, orgId: number, name: string, language?: string) => {
    const m = await createMember(s, token, orgId, name);
    return save(
      'commendationNomination',
      { callId: call.id, kind: '1', orgId, memberId: m.id, deeds: `${name}的主要事迹` },
      token,
      language,
    );
  };

  it('refuses a nomination over its organisation quota, in the caller language, until the issuer gives more', async () => {
    const call = await sentCall('名额测试通知');
    ok(await nominate(call, sec1, orgs.branchA, '名额内党员'));
    // The fleet's one place is taken: the second branch under it is refused, in each language.
    const zh = await nominate(call, sec2, orgs.branchB, '超额党员甲');
    expect(zh.status).toBe(400);
    expect(zh.envelope.data.fields.kind).toContain('推荐名额为1名，已推荐1名');
    const en = await nominate(call, sec2, orgs.branchB, '超额党员乙', 'en');
    expect(en.envelope.data.fields.kind).toContain('has a quota of 1 for Outstanding party member');
    const es = await nominate(call, sec2, orgs.branchB, '超额党员丙', 'es');
    expect(es.envelope.data.fields.kind).toContain('tiene un cupo de 1');
    // The quota is the issuer's: the company committee cannot raise it, the group can.
    const [quota] = ok(await s.call('/api/commendationQuota/list', { filters: { callId: call.id } }, { token: group }))
      .records as Rec[];
    expect(quota).toMatchObject({ orgId: orgs.fleet, memberQuota: 1 });
    expect((await save('commendationQuota', { ...quota, memberQuota: 5 }, company)).status).toBe(400);
    ok(await save('commendationQuota', { ...quota, memberQuota: 2 }, group));
    ok(await nominate(call, sec2, orgs.branchB, '增额后党员'));
  });

  it('walks the review chain: the branch submits, the committee forwards, only the issuer decides', async () => {
    const call = await sentCall('审核链通知');
    const n = ok(await nominate(call, sec1, orgs.branchA, '审核链党员'));
    const submitted = ok(await move('commendationNomination', n, 'submit', sec1));
    expect(submitted.state).toBe('submitted');
    expect((await move('commendationNomination', submitted, 'forward', sec1)).status).toBe(403);
    const byCompany = ok(await s.call('/api/commendationNomination/get', { id: n.id }, { token: company }));
    expect(byCompany.moves).toEqual(expect.arrayContaining(['forward', 'return']));
    const forwarded = ok(await move('commendationNomination', submitted, 'forward', company, '同意推荐'));
    expect(forwarded.state).toBe('forwarded');
    // The company committee stands above the branch but did not issue the call: it does not approve.
    const seen = ok(await s.call('/api/commendationNomination/get', { id: n.id }, { token: company }));
    expect(seen.moves).toEqual([]);
    const refused = await move('commendationNomination', forwarded, 'approve', company);
    expect(refused.status).toBe(403);
    expect(refused.envelope.error_msg).toContain('发起评优的党组织审批');
    const approved = ok(await move('commendationNomination', forwarded, 'approve', group));
    expect(approved.state).toBe('approved');
    expect(approved.history.map((h: Rec) => h.action)).toEqual(
      expect.arrayContaining(['submit', 'forward', 'approve']),
    );
  });

  it('marks a call and a quota read from below as not the reader’s to change, and the save agrees', async () => {
    const call = await sentCall('只读标记通知');
    const asGroup = ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: group }));
    expect(asGroup.writable).toBeUndefined();
    const asBranch = ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: sec1 }));
    expect(asBranch.writable).toBe(false);
    expect(
      (await s.call('/api/commendationCall/save', { ...asBranch, content: '支部改写' }, { token: sec1 })).status,
    ).toBeGreaterThanOrEqual(400);
    // The quota the fleet received: the group that issued the call changes it, the company between only reads it.
    const quotas = (token: string) =>
      s.call('/api/commendationQuota/list', { filters: { callId: call.id } }, { token });
    const [byGroup] = ok(await quotas(group)).records as Rec[];
    expect(byGroup).toMatchObject({ orgId: orgs.fleet });
    expect(byGroup.writable).toBeUndefined();
    const [byCompany] = ok(await quotas(company)).records as Rec[];
    expect(byCompany).toMatchObject({ orgId: orgs.fleet, writable: false });
  });

  it('publishes the notice as an announcement; an open objection holds the award until answered; the award makes one reward', async () => {
    const call = await sentCall('公示与表彰通知');
    const movesOf = async () =>
      ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: group })).moves as string[];
    // A move that could only be refused is not offered: no notice with nothing approved, no withdrawal once nominated.
    expect(await movesOf()).toEqual(expect.arrayContaining(['withdraw']));
    expect(await movesOf()).not.toContain('publicise');
    const n = ok(await nominate(call, sec1, orgs.branchA, '拟表彰党员'));
    let r = ok(await move('commendationNomination', n, 'submit', sec1));
    r = ok(await move('commendationNomination', r, 'forward', company));
    expect(await movesOf()).not.toContain('publicise');
    expect(await movesOf()).not.toContain('withdraw');
    ok(await move('commendationNomination', r, 'approve', group));
    expect(await movesOf()).toContain('publicise');
    // The award comes before nothing: the notice first.
    expect((await move('commendationCall', call, 'award', group)).status).toBe(400);
    const published = ok(await move('commendationCall', call, 'publicise', group));
    expect(published).toMatchObject({ state: 'publicised', noticeDays: 5 });
    const [article] = await rows<{ title: string; state: string; channel: string }>(
      sql`SELECT title, state, channel FROM articles WHERE id = ${published.noticeArticleId}`,
    );
    expect(article).toMatchObject({
      title: '关于2026年度“两优一先”拟表彰对象的公示',
      state: 'published',
      channel: 'announcement',
    });
    const nomination = ok(await s.call('/api/commendationNomination/get', { id: n.id }, { token: sec1 }));
    expect(nomination.state).toBe('publicised');
    // Still within the notice: no award.
    const early = await move('commendationCall', published, 'award', group);
    expect(early.status).toBe(409);
    expect(early.envelope.error_msg).toContain('公示期满后方可确认表彰');
    const objection = ok(
      await save(
        'commendationObjection',
        { nominationId: n.id, lodgedOn: '2026-11-27', channel: '2', content: '反映其加班时长统计有误' },
        group,
      ),
    );
    expect(objection).toMatchObject({ state: 'open', orgId: orgs.root, nomineeName: '拟表彰党员' });
    // The branch does not see who objected to its nominee.
    const hidden = ok(
      await s.call('/api/commendationObjection/list', { filters: { nominationId: n.id } }, { token: sec1 }),
    );
    expect(hidden.total).toBe(0);
    await s.database.db.execute(sql`UPDATE commendation_calls SET notice_until = '2026-01-09' WHERE id = ${call.id}`);
    const current = ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: group }));
    const blocked = await move('commendationCall', current, 'award', group);
    expect(blocked.status).toBe(409);
    expect(blocked.envelope.error_msg).toContain('1条公示异议未答复');
    expect((await move('commendationObjection', objection, 'dismiss', group)).status).toBe(400);
    const answered = ok(await move('commendationObjection', objection, 'dismiss', group, '经核查考勤记录，反映不属实'));
    expect(answered).toMatchObject({ state: 'dismissed', answer: '经核查考勤记录，反映不属实' });
    // A double submit of the award: one goes through, the other finds the record moved on.
    const [a, b] = await Promise.all([
      move('commendationCall', current, 'award', group),
      move('commendationCall', current, 'award', group),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const closed = ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: group }));
    expect(closed.state).toBe('closed');
    expect((await move('commendationCall', closed, 'award', group)).status).toBe(400);
    const rewards = await rows<{ id: number; title: string; org_id: number; member_id: number }>(
      sql`SELECT id, title, org_id, member_id FROM member_rewards WHERE nomination_id = ${n.id}`,
    );
    expect(rewards).toEqual([
      { id: expect.any(Number), title: '优秀共产党员', org_id: orgs.branchA, member_id: n.memberId },
    ]);
    // On the member rewards screen, once, and kept by the commendation.
    const listed = ok(await s.call('/api/memberReward/list', { filters: { memberId: n.memberId } }, { token: sec1 }));
    expect(listed.records.map((x: Rec) => x.nominationId)).toEqual([n.id]);
    const reward = ok(await s.call('/api/memberReward/get', { id: rewards[0].id }, { token: sec1 }));
    expect((await save('memberReward', { ...reward, title: '改名' }, sec1)).status).toBe(409);
    const awarded = ok(await s.call('/api/commendationNomination/get', { id: n.id }, { token: sec1 }));
    expect(awarded.state).toBe('awarded');
  });

  it('an upheld objection withdraws the nomination, which then makes no reward', async () => {
    const call = await sentCall('异议属实通知');
    const n = ok(
      await save(
        'commendationNomination',
        { callId: call.id, kind: '3', orgId: orgs.branchA, nomineeOrgId: orgs.branchA, deeds: '支部战斗堡垒作用突出' },
        sec1,
      ),
    );
    let r = ok(await move('commendationNomination', n, 'submit', sec1));
    r = ok(await move('commendationNomination', r, 'forward', company));
    ok(await move('commendationNomination', r, 'approve', group));
    let c = ok(await move('commendationCall', call, 'publicise', group));
    const o = ok(
      await save(
        'commendationObjection',
        { nominationId: n.id, lodgedOn: '2026-11-27', channel: '1', content: '反映该支部台账有补记情况' },
        group,
      ),
    );
    ok(await move('commendationObjection', o, 'uphold', group, '经核查属实，撤销推荐'));
    const withdrawn = ok(await s.call('/api/commendationNomination/get', { id: n.id }, { token: sec1 }));
    expect(withdrawn.state).toBe('withdrawn');
    await s.database.db.execute(sql`UPDATE commendation_calls SET notice_until = '2026-01-09' WHERE id = ${call.id}`);
    c = ok(await s.call('/api/commendationCall/get', { id: c.id }, { token: group }));
    ok(await move('commendationCall', c, 'award', group));
    expect(await rows(sql`SELECT id FROM org_rewards WHERE nomination_id = ${n.id}`)).toEqual([]);
  });

  it('scopes nominations by organisation subtree, and the call by whom it reached', async () => {
    const call = await sentCall('范围测试通知');
    const mine = ok(await nominate(call, sec1, orgs.branchA, '本支部推荐党员'));
    const list = (token: string) =>
      s.call('/api/commendationNomination/list', { filters: { callId: call.id } }, { token });
    expect(ok(await list(sec2)).records.map((x: Rec) => x.id)).not.toContain(mine.id);
    expect(ok(await list(company)).records.map((x: Rec) => x.id)).toContain(mine.id);
    expect((await s.call('/api/commendationNomination/get', { id: mine.id }, { token: sec2 })).status).toBe(404);
    // The branches below the fleet read the call they nominate under; a branch of another company does not.
    expect(ok(await s.call('/api/commendationCall/get', { id: call.id }, { token: sec2 })).title).toBe('范围测试通知');
    const other = await save(
      'commendationNomination',
      {
        callId: call.id,
        kind: '3',
        orgId: orgs.otherCompanyBranch,
        nomineeOrgId: orgs.otherCompanyBranch,
        deeds: '事迹',
      },
      group,
    );
    expect(other.status).toBe(400);
    expect(other.envelope.data.fields.orgId).toContain('未收到该评优通知');
  });
});
