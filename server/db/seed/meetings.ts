import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { activities, highlights, meetingMakeUps, meetings, summaryReports, workflowHistory } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { between, pick, prng, type Rand } from './people';

type Branch = SeedContext['branches'][number];
type State = 'draft' | 'submitted' | 'returned' | 'approved';

const PLACES = ['车队会议室', '场站党员活动室', '北郊场站二楼会议室', '公司党建活动中心', '调度中心会议室'];
const REASONS = ['早班值乘', '晚班值乘', '轮休外出', '病假', '外出培训'];
const TOPICS: Record<string, string[]> = {
  '1': [
    '传达学习上级党委会议精神',
    '表决预备党员转正事项',
    '通报支部半年工作并部署下阶段任务',
    '学习贯彻党的二十届三中全会精神',
  ],
  '2': [
    '研究本月党建工作安排',
    '讨论确定发展对象',
    '研究安全行车专项整治措施',
    '研究困难党员帮扶事项',
    '研究“党员先锋岗”评选',
  ],
  '3': [
    '学习《中国共产党章程》',
    '交流冬季安全驾驶经验',
    '学习《中国共产党纪律处分条例》',
    '讨论“文明服务、微笑服务”举措',
    '学习身边先进典型事迹',
  ],
  '4': [
    '党课：以优质公交服务践行为民初心',
    '党课：安全生产责任重于泰山',
    '书记讲党课：学习贯彻党的二十届三中全会精神',
    '党课：弘扬劳模精神，争当先锋驾驶员',
  ],
  '5': ['年度组织生活会暨批评与自我批评'],
  '6': ['年度民主评议党员'],
};
const THEMES = [
  '1路沿线“党员先锋岗”志愿服务',
  '重温入党誓词',
  '参观红色教育基地',
  '进社区宣传绿色出行',
  'K2路“党员示范线路”文明乘车引导',
  '场站环境整治义务劳动',
];
const RETURN_OPINIONS = [
  '缺席人员未写明原因，请补充后重新提交',
  '会议内容过于简单，请补充讨论情况和形成的决议',
  '请上传会议照片和签到表',
];
const HIGHLIGHTS: [string, string, string][] = [
  ['1', '“爱心送考”专线护航高考', '支部党员驾驶员组成爱心送考车队，连续三天免费接送考生。'],
  ['2', '安全行车百万公里无事故', '支部党员带头开展安全行车竞赛，全年实现安全行车百万公里。'],
  ['3', '打造“红色车厢”党建品牌', '在线路车辆上设置红色宣传角，展示党史故事和文明乘车知识。'],
  ['4', '拾金不昧归还乘客现金', '党员驾驶员拾到乘客遗失的钱包，及时联系失主归还。'],
];

/** A datetime in the group's time zone as an ISO instant. */
const at = (y: number, m: number, d: number, hh = 14, mm = 30) =>
  new Date(Date.UTC(y, m - 1, d, hh - 8, mm)).toISOString();

/** Who came: everyone expected, some absent on shift (member1 now and then, so that they have make-up study). */
function attendance(rand: Rand, people: number[], mustMiss: number | null, held: boolean) {
  if (!held)
    return {
      expected: people,
      present: [] as number[],
      absent: [] as { memberId: number; reason: string; withoutLeave?: boolean }[],
    };
  const absent = people
    .filter((id) => id === mustMiss || rand() < 0.12)
    .map((memberId) => {
      const reason = pick(rand, REASONS);
      // Now and then a member said nothing beforehand: absent without leave, which member points take away.
      return memberId % 7 === 0 && reason === '轮休外出'
        ? { memberId, reason: '未请假', withoutLeave: true }
        : { memberId, reason };
    });
  const missing = new Set(absent.map((a) => a.memberId));
  return { expected: people, present: people.filter((id) => !missing.has(id)), absent };
}

/** The company committee (or the group) above a branch: who reviews it. */
function reviewerOf(ctx: SeedContext, b: Branch): string {
  const above = [...ctx.orgs.values()]
    .filter((o) => o.type === '1' && b.path.startsWith(o.path))
    .sort((x, y) => y.path.length - x.path.length);
  return above[0]?.name ?? '集团党委';
}

type Rows = (Record<string, unknown> & { state: State; orgName: string; reviewer: string; opinion?: string })[];

async function insertWithHistory(db: Db, entity: string, table: typeof meetings, rows: Rows) {
  const history: (typeof workflowHistory.$inferInsert)[] = [];
  // Stamps as if the records had been kept over the year: the queue's oldest-first order means something.
  const whenOf = (r: Rows[number]) =>
    new Date(Math.min(Date.parse(String(r.heldAt ?? r.plannedAt ?? r.happenedOn)), Date.now() - 4 * 86_400_000));
  for (const r of rows) {
    const when = whenOf(r);
    r.createdAt = new Date(when.getTime() - 5 * 86_400_000);
    r.updatedAt =
      r.state === 'draft' ? r.createdAt : new Date(when.getTime() + (r.state === 'submitted' ? 1 : 3) * 86_400_000);
  }
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    const ids = (await db
      .insert(table)
      // Keys that are no column of the table (orgName, reviewer, opinion) are left out by the insert.
      .values(chunk as never)
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    chunk.forEach((r, k) => {
      if (r.state === 'draft') return;
      const when = whenOf(r);
      const base = { entity, recordId: ids[k].id };
      const submittedAt = new Date(when.getTime() + 86_400_000);
      history.push({
        ...base,
        action: 'submit',
        fromState: 'draft',
        toState: 'submitted',
        accountName: '支部书记',
        orgName: r.orgName,
        at: submittedAt,
      });
      if (r.state === 'approved')
        history.push({
          ...base,
          action: 'approve',
          fromState: 'submitted',
          toState: 'approved',
          accountName: '组织委员',
          orgName: r.reviewer,
          at: new Date(submittedAt.getTime() + 2 * 86_400_000),
        });
      if (r.state === 'returned')
        history.push({
          ...base,
          action: 'return',
          fromState: 'submitted',
          toState: 'returned',
          opinion: r.opinion,
          accountName: '组织委员',
          orgName: r.reviewer,
          at: new Date(submittedAt.getTime() + 86_400_000),
        });
    });
    if (entity === 'meeting') {
      const makeUps = chunk.flatMap((r, k) =>
        r.state === 'approved'
          ? (r.absent as { memberId: number; reason: string }[]).map((a) => ({
              meetingId: ids[k].id,
              memberId: a.memberId,
              orgId: r.orgId as number,
              reason: a.reason,
            }))
          : [],
      );
      if (makeUps.length) await db.insert(meetingMakeUps).values(makeUps);
    }
  }
  for (let i = 0; i < history.length; i += 500) await db.insert(workflowHistory).values(history.slice(i, i + 500));
}

/** How long after it was held a meeting of this month has been reviewed. */
const REVIEWED_AFTER_DAYS = 7;

/**
 * A year of organisational life for every branch up to this month: the rules' meetings and themed
 * days, mostly approved; this month's reviewed once a week old, the later ones waiting for review or
 * returned; some branches behind on the rules; member1 absent on shift now and then, with make-up
 * study to do.
 */
async function run(ctx: SeedContext) {
  const rand = prng(20_260_311);
  const now = new Date(Date.now() + 8 * 3_600_000);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const today = now.getUTCDate();
  const member1 = ctx.accounts.get('member1')?.memberId ?? null;
  const meetingRows: Rows = [];
  const activityRows: Rows = [];
  const summaryRows: Rows = [];
  const highlightRows: Rows = [];
  ctx.branches.forEach((b, bi) => {
    const people = ctx.membersOf(b.id).map((m) => m.id);
    const host = ctx.membersOf(b.id)[0]?.name ?? null;
    const recorder = ctx.membersOf(b.id)[1]?.name ?? null;
    const reviewer = reviewerOf(ctx, b);
    // Every third branch falls behind: it skips committee meetings and a quarter's lecture.
    const behind = bi % 3 === 1;
    const stateFor = (m: number, k: number): State => {
      if (m < month) return 'approved';
      return (['submitted', 'returned', 'submitted', 'draft'] as State[])[(bi + k) % 4];
    };
    // Held a week ago or more, a record of this month has been reviewed; a draft is still to come. In a
    // month's first week what was already held has been reviewed, so that the month under way never reads 0.
    const reviewedUpTo = today <= REVIEWED_AFTER_DAYS ? today : today - REVIEWED_AFTER_DAYS;
    const reviewedBy = (state: State, day: number): State =>
      state !== 'draft' && day <= reviewedUpTo ? 'approved' : state;
    const add = (type: string, m: number, planned: number, k: number) => {
      const cycle = stateFor(m, k);
      const held = cycle !== 'draft';
      // This month's meetings already held fall before today; drafts are still to come.
      const day =
        m === month && held
          ? Math.min(planned, Math.max(1, today - 1))
          : m === month
            ? Math.max(planned, Math.min(28, today + 2))
            : planned;
      const state = reviewedBy(cycle, day);
      const firstDay = m === month && day === today && held;
      const misses = b.code === 'C1-F1-1' && member1 && held && k % 4 === 0 ? member1 : null;
      meetingRows.push({
        type,
        orgId: b.id,
        topic: pick(rand, TOPICS[type]),
        // On a month's first day its first meetings were held as the day began.
        plannedAt: at(year, m, day, firstDay ? 0 : 9, 0),
        heldAt: held ? at(year, m, day, firstDay ? 0 : 14, firstDay ? 0 : 30) : null,
        place: pick(rand, PLACES),
        host,
        recorder,
        lecturer: type === '4' ? host : null,
        ...attendance(rand, people, misses, held),
        content: held
          ? '会议传达学习了上级有关文件精神，结合车队安全运营和优质服务工作进行了讨论，党员结合岗位实际谈了体会。'
          : null,
        decisions: held ? '按会议分工抓好落实，下次会议通报进展。' : null,
        share: held && rand() < 0.15,
        state,
        orgName: b.name,
        reviewer,
        opinion: state === 'returned' ? pick(rand, RETURN_OPINIONS) : undefined,
      } as never);
    };
    for (let m = 1; m <= month; m++) {
      if (!(behind && m % 3 === 0)) add('2', m, between(rand, 3, 8), m);
      add('3', m, between(rand, 10, 15), m + 1);
      if (m % 3 === 2 || (m === month && m % 3 === 1)) add('1', m, between(rand, 16, 20), m + 2);
      if (m % 3 === 2 && !(behind && m === 8)) add('4', m, between(rand, 21, 25), m + 3);
      if (m === 1) add('5', m, 18, 0);
      if (m === 2 && !behind) add('6', m, 20, 0);
      const state = reviewedBy(stateFor(m, m + 2), 1 + ((bi + m) % 5));
      const held = state !== 'draft';
      // Branches that fall behind skip the themed day in April and August; every fourth month adds volunteer service.
      for (const type of m % 4 === 0 ? ['1', '2'] : ['1']) {
        if (type === '1' && behind && m % 4 === 0) continue;
        activityRows.push({
          type,
          theme: pick(rand, THEMES),
          orgId: b.id,
          topic: type === '1' ? `${m}月主题党日：${pick(rand, THEMES)}` : `${m}月志愿服务：${pick(rand, THEMES)}`,
          plannedAt: at(year, m, 1 + ((bi + m) % 5), 9, 0),
          heldAt: held ? at(year, m, 1 + ((bi + m) % 5), 9, 0) : null,
          place: pick(rand, ['1路首末站', 'K2路沿线站台', '社区服务中心', '红色教育基地', '场站']),
          host,
          recorder,
          ...attendance(rand, people, null, held),
          content: held ? '党员佩戴党徽上岗，开展志愿服务和文明乘车宣传。' : null,
          decisions: null,
          partnerUnits: rand() < 0.3 ? '沿线社区党委' : null,
          volunteerHours: held ? between(rand, 10, 60) : null,
          share: held && rand() < 0.3,
          state,
          orgName: b.name,
          reviewer,
          opinion: state === 'returned' ? pick(rand, RETURN_OPINIONS) : undefined,
        } as never);
      }
    }
    for (let q = 1; q <= Math.ceil(month / 3); q++) {
      const state: State =
        q < Math.ceil(month / 3) ? 'approved' : (['submitted', 'returned', 'draft'] as State[])[bi % 3];
      summaryRows.push({
        orgId: b.id,
        title: `${b.name}${year}年第${q}季度工作总结`,
        year,
        period: '2',
        periodNo: q,
        content: `本季度支部围绕安全运营和优质服务，落实“三会一课”制度，开展主题党日活动，党员先锋作用进一步发挥。`,
        nextPlan: '继续抓好党员教育管理和安全行车工作。',
        state,
        orgName: b.name,
        reviewer,
        opinion: state === 'returned' ? '请补充党员发挥作用的具体事例' : undefined,
        heldAt: at(year, q * 3, 28),
      } as never);
    }
    HIGHLIGHTS.slice(0, 2 + (bi % 2)).forEach(([kind, title, summary], k) => {
      const state: State = k === 0 ? 'approved' : (['submitted', 'draft', 'returned'] as State[])[(bi + k) % 3];
      highlightRows.push({
        orgId: b.id,
        title,
        kind,
        happenedOn: at(year, Math.max(1, month - 2 * k), 10).slice(0, 10),
        summary,
        content: summary,
        state,
        orgName: b.name,
        reviewer,
        opinion: state === 'returned' ? '请补充照片和成效数据' : undefined,
      } as never);
    });
  });
  await insertWithHistory(ctx.db, 'meeting', meetings, meetingRows);
  await insertWithHistory(ctx.db, 'activity', activities as never, activityRows);
  await insertWithHistory(ctx.db, 'summaryReport', summaryReports as never, summaryRows);
  await insertWithHistory(ctx.db, 'highlight', highlights as never, highlightRows);
  // member1 has studied all but their latest three make-ups.
  if (member1) {
    const mine = await ctx.db
      .select({ id: meetingMakeUps.id })
      .from(meetingMakeUps)
      .where(eq(meetingMakeUps.memberId, member1))
      .orderBy(asc(meetingMakeUps.id));
    const done = mine.slice(0, Math.max(0, mine.length - 3)).map((m) => m.id);
    if (done.length)
      await ctx.db
        .update(meetingMakeUps)
        .set({ studiedAt: new Date(Date.UTC(year, month - 1, 1)), note: '已利用轮休时间学习' })
        .where(inArray(meetingMakeUps.id, done));
  }
}

export const meetingsSeed: AreaSeed = {
  name: 'meetings',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(meetings))[0].n) === 0,
  run,
};
