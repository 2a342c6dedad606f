import { count, sql } from 'drizzle-orm';
import {
  articles,
  commendationCalls,
  commendationObjections,
  memberRewards,
  orgRewards,
  workflowHistory,
} from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import {
  at,
  commendationBuilder,
  deedsOf,
  nominees,
  type Builder,
  type Nominee,
  type Org,
} from './commendation-builder';

/** The first company's own call, under public notice now, with an objection waiting for company1's answer. */
async function underNotice(ctx: SeedContext, b: Builder) {
  const { db, by, c1, branchesOf, move, call, nominate, secretaryOf } = b;
  const fleets = [...ctx.orgs.values()].filter((o) => o.parentId === c1.id);
  const own = await call(
    2026,
    'publicised',
    { deadline: '2026-11-13', noticeDays: 5, noticeFrom: '2026-11-24', noticeUntil: '2026-11-30' },
    c1,
    fleets,
  );
  const branch = branchesOf(c1)[1] ?? branchesOf(c1)[0];
  const quotaOf = (b: Org) => own.quotaOf(fleets.find((f) => b.path.startsWith(f.path)) ?? fleets[0]);
  const dept = { accountId: null, accountName: `${c1.name}组织委员`, orgId: c1.id, orgName: c1.name };
  const underNotice: Nominee[] = nominees(ctx, branch, ['1', '1', '3'], 3);
  const noticeIds: number[] = [];
  for (const [k, n] of underNotice.entries()) {
    const id = await nominate(own.id, 2026, quotaOf(branch), n, 'publicised', k + 1);
    noticeIds.push(id);
    const branchWho = secretaryOf(n);
    move(id, 'submit', 'draft', 'submitted', at('2026-11-10'), branchWho);
    move(id, 'forward', 'submitted', 'forwarded', at('2026-11-13'), dept, '经党总支审核，同意推荐');
    move(id, 'approve', 'forwarded', 'approved', at('2026-11-20'), dept, '经公司党委会议研究同意');
    move(id, 'publicise', 'approved', 'publicised', at('2026-11-24'), dept);
  }
  const [ownNotice] = await db
    .insert(articles)
    .values({
      title: `关于${c1.name}2026年度“两优一先”拟表彰对象的公示`,
      channel: 'announcement',
      orgId: c1.id,
      author: c1.name,
      targetOrgIds: [c1.id],
      top: true,
      publishTime: at('2026-11-24', 9),
      state: 'published',
      content: `<p>经基层党组织推荐、党总支审核，${c1.name}研究，拟表彰以下同志和党组织，现予公示。</p><ol>${underNotice.map((n) => `<li>${n.member?.name ?? n.org.name}（${n.org.name}）</li>`).join('')}</ol><p>公示时间：2026年11月24日至11月30日（5个工作日）。</p>`,
      createdBy: by,
      updatedBy: by,
    } as never)
    .returning({ id: articles.id });
  await db
    .update(commendationCalls)
    .set({ noticeArticleId: ownNotice.id } as never)
    .where(sql`${commendationCalls.id} = ${own.id}`);
  await db.insert(commendationObjections).values({
    nominationId: noticeIds[0],
    nomineeName: underNotice[0].member!.name,
    orgId: c1.id,
    lodgedOn: '2026-11-26',
    lodgedBy: null,
    channel: '2',
    content: '反映该同志今年9月有一次被乘客投诉服务态度问题，请核实。',
    state: 'open',
    createdBy: by,
    updatedBy: by,
  } as never);
}

/** Last year's call of the group: finished, published for five working days, awarded as rewards. */
async function lastYear(ctx: SeedContext, b: Builder) {
  const { db, by, group, companies, c1, branchesOf, who, groupDept, move, call, nominate, secretaryOf } = b;
  const last = await call(2025, 'closed', {
    deadline: '2025-06-06',
    noticeDays: 5,
    noticeFrom: '2025-06-16',
    noticeUntil: '2025-06-20',
    awardedOn: '2025-06-27',
  });
  const awarded: { id: number; n: Nominee }[] = [];
  const published: Nominee[] = [];
  let withdrawn = 0;
  for (const [ci, c] of companies.entries()) {
    const branches = branchesOf(c);
    if (branches.length < 2) continue;
    const list = [...nominees(ctx, branches[0], ['1', '2', '3'], ci), ...nominees(ctx, branches[1], ['1'], ci + 1)];
    for (const [k, n] of list.entries()) {
      // One nomination of the first company is withdrawn after an objection found true.
      const out = c.id === c1.id && k === 3;
      const id = await nominate(last.id, 2025, last.quotaOf(c), n, out ? 'withdrawn' : 'awarded', k + ci);
      published.push(n);
      const branchWho = secretaryOf(n);
      move(id, 'submit', 'draft', 'submitted', at('2025-05-26'), branchWho);
      move(id, 'forward', 'submitted', 'forwarded', at('2025-06-03'), {
        ...who('company1', c),
        accountName: `${c.name}组织委员`,
      });
      move(id, 'approve', 'forwarded', 'approved', at('2025-06-12'), groupDept, '经集团党委会议研究同意');
      move(id, 'publicise', 'approved', 'publicised', at('2025-06-16'), groupDept);
      if (out) {
        withdrawn = id;
        move(
          id,
          'withdraw',
          'publicised',
          'withdrawn',
          at('2025-06-19'),
          groupDept,
          '经核查，反映的违规情况属实，撤销推荐。',
        );
      } else {
        awarded.push({ id, n });
        move(id, 'award', 'publicised', 'awarded', at('2025-06-27'), groupDept);
      }
    }
  }
  const [notice] = await db
    .insert(articles)
    .values({
      title: '关于2025年度“两优一先”拟表彰对象的公示',
      channel: 'announcement',
      orgId: group.id,
      author: group.name,
      targetOrgIds: companies.map((c) => c.id),
      top: false,
      publishTime: at('2025-06-16', 9),
      state: 'published',
      content: `<p>根据《关于开展2025年度“两优一先”评选表彰工作的通知》，经基层党组织推荐、上级党委审核，${group.name}研究，拟表彰以下同志和党组织，现予公示。</p><ol>${published.map((n) => `<li>${n.member?.name ?? n.org.name}（${n.org.name}）</li>`).join('')}</ol><p>公示时间：2025年6月16日至6月20日（5个工作日）。</p>`,
      createdBy: by,
      updatedBy: by,
    } as never)
    .returning({ id: articles.id });
  await db
    .update(commendationCalls)
    .set({ noticeArticleId: notice.id } as never)
    .where(sql`${commendationCalls.id} = ${last.id}`);
  const title = (kind: string) => ({ '1': '优秀共产党员', '2': '优秀党务工作者', '3': '先进基层党组织' })[kind]!;
  for (const a of awarded) {
    const common = {
      kind: '1',
      title: title(a.n.kind),
      level: '1',
      grantedBy: group.name,
      grantedOn: '2025-06-27',
      docNo: '集团党委〔2025〕26号',
      reason: '2025年度“两优一先”表彰',
      deeds: deedsOf(a.n.kind, 0),
      nominationId: a.id,
      createdBy: by,
      updatedBy: by,
    };
    if (a.n.kind === '3') await db.insert(orgRewards).values({ ...common, orgId: a.n.org.id } as never);
    else
      await db.insert(memberRewards).values({ ...common, memberId: a.n.member!.id, orgId: a.n.member!.orgId } as never);
  }
  const objection = (nominationId: number, state: string, content: string, answer: string, lodged: string) => ({
    nominationId,
    nomineeName: '',
    orgId: group.id,
    lodgedOn: lodged,
    lodgedBy: state === 'upheld' ? null : '乘客来信',
    channel: state === 'upheld' ? '2' : '1',
    content,
    state,
    answer,
    answeredOn: '2025-06-19',
    createdBy: by,
    updatedBy: by,
  });
  const rows = [
    ...(withdrawn
      ? [
          objection(
            withdrawn,
            'upheld',
            '反映该同志去年曾因违规停车被通报批评，不宜评为优秀。',
            '经核查，反映情况属实，撤销推荐。',
            '2025-06-17',
          ),
        ]
      : []),
    ...(awarded[0]
      ? [
          objection(
            awarded[0].id,
            'dismissed',
            '反映该同志加班时长统计有误。',
            '经调阅排班和考勤记录，加班时长统计准确，反映不属实。',
            '2025-06-18',
          ),
        ]
      : []),
  ];
  if (rows.length) {
    const names = new Map([...awarded.map((a) => [a.id, a.n.member?.name ?? a.n.org.name] as const)]);
    await db
      .insert(commendationObjections)
      .values(rows.map((r) => ({ ...r, nomineeName: names.get(r.nominationId) ?? '推荐对象' })) as never);
  }
}

/** This year's call of the group: nominating, with work waiting at every level of the demo. */
async function thisYear(ctx: SeedContext, b: Builder) {
  const { companies, c1, branchesOf, who, groupDept, move, call, nominate, secretaryOf } = b;
  const now = await call(2026, 'issued', { deadline: '2026-12-11' });
  const sec1 = ctx.branches.find((b) => b.id === ctx.accounts.get('secretary1')?.orgId)!;
  const sec2 = ctx.branches.find((b) => b.id === ctx.accounts.get('secretary2')?.orgId)!;
  const company1 = { ...who('company1', c1), accountName: '第一客运分公司组织委员' };
  // The group set places aside for the two branches it is making models of this year.
  await now.setAside(sec1, [3, 1, 1], '集团党委单列名额：该支部为集团“五星级党支部”创建示范点');
  await now.setAside(sec2, [2, 1, 1], '集团党委单列名额：该支部为集团“党员先锋车组”创建示范点');
  const plan: [Org, Nominee, string, string?][] = [];
  const [a1, a2, a3] = nominees(ctx, sec1, ['1', '1', '2'], 0);
  plan.push([sec1, a1, 'submitted'], [sec1, a2, 'forwarded'], [sec1, a3, 'draft']);
  const [b1, b2] = nominees(ctx, sec2, ['3', '1'], 1);
  plan.push(
    [sec2, b1, 'submitted'],
    [sec2, b2, 'returned', '事迹材料不够具体，请补充近两年的安全行车和服务数据后重新上报。'],
  );
  for (const [ci, c] of companies.entries()) {
    if (c.id === c1.id) continue;
    const [br] = branchesOf(c);
    if (!br) continue;
    const [x, y] = nominees(ctx, br, ['1', '3'], ci);
    plan.push([c, x, ci % 2 ? 'forwarded' : 'approved'], [c, y, 'submitted']);
  }
  for (const [k, [c, n, state, opinion]] of plan.entries()) {
    const id = await nominate(now.id, 2026, now.quotaOf(c), n, state, k);
    if (state === 'draft') continue;
    const branchWho = secretaryOf(n);
    move(id, 'submit', 'draft', 'submitted', at('2026-11-16'), branchWho);
    const reviewer = c.path.startsWith(c1.path)
      ? company1
      : { ...who('company1', c), accountId: null, accountName: `${c.name}组织委员` };
    if (state === 'returned') move(id, 'return', 'submitted', 'returned', at('2026-11-19'), reviewer, opinion);
    if (state === 'forwarded' || state === 'approved')
      move(id, 'forward', 'submitted', 'forwarded', at('2026-11-20'), reviewer, '经党委会研究，同意推荐');
    if (state === 'approved') move(id, 'approve', 'forwarded', 'approved', at('2026-11-25'), groupDept);
  }
}

/**
 * Two years of commendations (两优一先): last year's finished, with its notice, an objection of each outcome
 * and the rewards it made; this year's with nominations waiting at each level of the demo (secretary1's
 * branch nominates, company1 reviews, orgdept1 decides).
 */
export const commendationSeed: AreaSeed = {
  name: 'commendations',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(commendationCalls))[0].n) === 0,
  async run(ctx) {
    const b = commendationBuilder(ctx);
    // First: the tests' objections are lodged against its first nomination.
    await underNotice(ctx, b);
    await lastYear(ctx, b);
    await thisYear(ctx, b);
    await b.db.insert(workflowHistory).values(b.history as never);
  },
};
