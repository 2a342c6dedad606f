import { count, sql } from 'drizzle-orm';
import { resultOf, type VoteOption } from '../../../src/contract/resource/affairs-rules';
import type { Db } from '../client';
import { resultRows } from '../../lib/sql-rows';
import {
  partyProjects,
  positions,
  voteTallies,
  voteVoters,
  votes,
  workArrangementReceipts,
  workArrangements,
  workflowHistory,
} from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { prng } from './people';

const DAY = 86_400_000;
/** Midnight of today in China, so that the seeded windows fall on whole days. */
const dayStart = (offsetDays: number, hour = 0) => {
  const now = new Date();
  const d =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offsetDays * DAY + (hour - 8) * 3_600_000;
  return new Date(d).toISOString();
};
const insert = (db: Db, table: unknown, rows: Record<string, unknown>[]) =>
  db
    .insert(table as typeof partyProjects)
    .values(rows as never)
    .returning() as unknown as Promise<{ id: number }[]>;

function orgOf(ctx: SeedContext, code: string) {
  const o = ctx.orgs.get(code);
  if (!o) throw new Error(`affairs seed: no organisation ${code}`);
  return o;
}

async function seedProjects(ctx: SeedContext) {
  const rows: [string, string, string, string, string, string][] = [
    // name, kind, org, route or vehicle, state, started
    ['1路党员示范线路', '2', 'C1-F1-1', '1路（火车站—北郊场站）', '3', '2024-03-05'],
    ['K2路先锋车组', '3', 'C1-F1-2', 'K2路 豫A·D2186', '2', '2025-04-18'],
    ['北郊场站党员责任区', '4', 'C1-D', '北郊场站停车坪及调度室', '2', '2024-07-01'],
    ['6路“红色车厢”党员先锋岗', '1', 'C1-F2-1', '6路 豫A·D0627', '3', '2023-06-28'],
    ['32路党员示范线路', '2', 'C2-F1-1', '32路（南湖场站—市民中心）', '2', '2025-01-10'],
    ['南湖场站党员责任区', '4', 'C2-D', '南湖场站充电区', '1', '2026-09-01'],
    ['B1路快速公交先锋车组', '3', 'C3-F1-1', 'B1路 豫A·F1001', '2', '2024-11-12'],
    ['东站场站党员责任区', '4', 'C3-D', '东站场站安检及发车区', '3', '2022-05-20'],
    ['保修车间党员先锋岗', '1', 'C4-F1-1', '一保修车间二号工位', '2', '2025-08-01'],
    ['集团机关服务一线党员先锋岗', '1', 'G-ZZB-1', '集团调度指挥中心', '4', '2021-07-01'],
  ];
  const rand = prng(1414);
  await insert(
    ctx.db,
    partyProjects,
    rows.map(([name, kind, code, routeOrVehicle, state, startedOn]) => {
      const org = orgOf(ctx, code);
      const people = ctx.membersOf(org.id);
      const n = Math.min(people.length, 3 + Math.floor(rand() * 4));
      return {
        name,
        kind,
        orgId: org.id,
        routeOrVehicle,
        state,
        startedOn,
        memberIds: people.slice(0, n).map((m) => m.id),
        goals: `以“${name.replace(/[0-9A-Z]+路/, '')}”为载体，做到安全行车零事故、优质服务零投诉、车容车貌零脏乱，党员带头攻坚、带头服务。`,
        results:
          state === '1'
            ? null
            : `创建以来累计安全行驶${(20 + Math.floor(rand() * 80)) * 1000}公里，收到乘客表扬信${2 + Math.floor(rand() * 20)}封，获评集团“优秀党建品牌”。`,
        createdBy: null,
        updatedBy: null,
      };
    }),
  );
}

async function seedPositions(ctx: SeedContext) {
  const rows: [string, string, string, string, number, number, number, string][] = [
    // name, kind, org, address, area, longitude, latitude, hours
    ['集团党群服务中心', '2', 'G', '金水区农业路72号集团办公楼一层', 320, 113.6615, 34.7806, '周一至周五 8:30-17:30'],
    [
      '第一客运分公司党员活动室',
      '1',
      'C1',
      '惠济区开元路18号分公司三楼',
      120,
      113.6158,
      34.8502,
      '周一至周六 8:00-18:00',
    ],
    ['北郊场站红色驿站', '5', 'C1-D', '惠济区北郊场站调度楼一层', 60, 113.6021, 34.8615, '全天开放'],
    [
      '一车队党员活动室',
      '1',
      'C1-F1-1',
      '惠济区北郊场站二号楼二层',
      45,
      113.6035,
      34.8609,
      '每日 6:00-22:00（按班次）',
    ],
    ['一车队职工书屋', '3', 'C1-F1-2', '惠济区北郊场站二号楼一层', 38, 113.6041, 34.8604, '每日 7:00-21:00'],
    [
      '南湖场站党群服务中心',
      '2',
      'C2-D',
      '管城区南湖路66号场站综合楼',
      150,
      113.7052,
      34.7213,
      '周一至周日 8:00-20:00',
    ],
    ['东站场站党员教育基地', '4', 'C3-D', '郑东新区东站场站南侧', 210, 113.7768, 34.7598, '预约开放'],
    ['西区保养场职工书屋', '3', 'C4-D', '中原区西区保养场维修楼三层', 80, 113.5743, 34.7491, '周一至周五 8:00-17:00'],
  ];
  await insert(
    ctx.db,
    positions,
    rows.map(([name, kind, code, address, area, longitude, latitude, openingHours]) => ({
      name,
      kind,
      orgId: orgOf(ctx, code).id,
      address,
      area: String(area),
      longitude: String(longitude),
      latitude: String(latitude),
      openingHours,
      facilities:
        kind === '3' ? '图书2000余册、阅览桌椅、电子阅读屏' : '党旗、入党誓词墙、投影设备、会议桌椅、党建书架',
      contact: '党务干事 0371-6' + String(5550000 + name.length * 1237).slice(-6),
    })),
  );
}

interface Arrangement {
  title: string;
  kind: string;
  month: string;
  from: string;
  deadline: string;
  targets: [code: string, state: 'pending' | 'acknowledged' | 'done' | null][];
  content: string;
}

const ARRANGEMENTS: Arrangement[] = [
  {
    title: '集团党委2026年11月党建工作指导',
    kind: '1',
    month: '2026-11',
    from: 'G',
    deadline: '2026-11-30',
    targets: [
      ['C1', 'done'],
      ['C2', 'acknowledged'],
      ['C3', 'pending'],
      ['C4', 'pending'],
      ['G-ZZB', 'done'],
    ],
    content:
      '一、组织开展11月主题党日活动，主题为“安全行车我带头”；二、完成第四季度党费收缴；三、做好年度党员民主评议准备工作；四、各场站开展冬季行车安全党员责任区检查。',
  },
  {
    title: '关于开展11月主题党日活动的通知',
    kind: '2',
    month: '2026-11',
    from: 'C1',
    deadline: '2026-11-28',
    targets: [
      ['C1-F1-1', 'acknowledged'],
      ['C1-F1-2', 'done'],
      ['C1-F2-1', 'pending'],
      ['C1-F2-2', 'pending'],
      ['C1-JG', 'done'],
      ['C1-D', 'pending'],
    ],
    content:
      '请各支部于11月28日前组织一次主题党日活动：重温入党誓词、学习安全生产规定、党员示范线路服务乘客，活动后上传照片与签到表。',
  },
  {
    title: '关于做好冬季安全行车专项工作的部署',
    kind: '3',
    month: '2026-12',
    from: 'C1',
    deadline: '2026-12-15',
    targets: [
      ['C1-F1-1', 'pending'],
      ['C1-F1-2', 'pending'],
      ['C1-F2-1', 'pending'],
    ],
    content: '入冬后雨雪冰冻天气增多，各支部组织党员驾驶员开展防滑防冻培训，党员先锋岗做好早班车辆检查。',
  },
  {
    title: '第一客运分公司2026年12月党建工作安排',
    kind: '1',
    month: '2026-12',
    from: 'C1',
    deadline: '2026-12-31',
    targets: [
      ['C1-F1-1', null],
      ['C1-F1-2', null],
    ],
    content: '12月重点：召开年度组织生活会和民主评议党员大会，完成支部工作总结。',
  },
];

/** The moves a seeded record went through, so that its timeline reads as if staff had made them. */
async function history(
  ctx: SeedContext,
  entity: string,
  recordId: number,
  org: { id: number; name: string },
  moves: [action: string, from: string, to: string, at: string, opinion?: string][],
) {
  if (!moves.length) return;
  await ctx.db.insert(workflowHistory).values(
    moves.map(([action, fromState, toState, at, opinion]) => ({
      entity,
      recordId,
      action,
      fromState,
      toState,
      opinion: opinion ?? null,
      accountName: '党务干事',
      orgId: org.id,
      orgName: org.name,
      at: new Date(at),
    })),
  );
}

async function seedArrangements(ctx: SeedContext) {
  for (const a of ARRANGEMENTS) {
    const from = orgOf(ctx, a.from);
    const issued = a.targets.every(([, s]) => s !== null);
    const [row] = await insert(ctx.db, workArrangements, [
      {
        title: a.title,
        kind: a.kind,
        month: a.month,
        orgId: from.id,
        deadline: a.deadline,
        content: a.content,
        targetOrgIds: a.targets.map(([c]) => orgOf(ctx, c).id),
        state: issued ? 'issued' : 'draft',
      },
    ]);
    if (!issued) continue;
    await history(ctx, 'workArrangement', row.id, from, [['issue', 'draft', 'issued', `${a.month}-02T02:00:00Z`]]);
    const receipts = await insert(
      ctx.db,
      workArrangementReceipts,
      a.targets.map(([code, state]) => ({
        arrangementId: row.id,
        orgId: orgOf(ctx, code).id,
        title: a.title,
        issuerName: from.name,
        deadline: a.deadline,
        content: a.content,
        state,
        report: state === 'done' ? '已按要求完成，活动照片及签到表已存档。' : null,
        doneOn: state === 'done' ? '2026-11-20' : null,
      })),
    );
    for (const [i, [code, state]] of a.targets.entries()) {
      const moves: [string, string, string, string, string?][] = [];
      if (state === 'acknowledged' || state === 'done')
        moves.push(['acknowledge', 'pending', 'acknowledged', `${a.month}-03T01:30:00Z`]);
      if (state === 'done')
        moves.push([
          'complete',
          'acknowledged',
          'done',
          '2026-11-20T08:00:00Z',
          '已按要求完成，活动照片及签到表已存档。',
        ]);
      await history(ctx, 'workArrangementReceipt', receipts[i].id, orgOf(ctx, code), moves);
    }
  }
  // A notice that came on paper from outside the group, registered by the branch itself.
  await insert(ctx.db, workArrangementReceipts, [
    {
      orgId: orgOf(ctx, 'C1-F1-1').id,
      title: '关于开展公交行业“文明乘车”志愿服务活动的通知',
      issuerName: '市交通运输行业党委',
      deadline: '2026-12-10',
      content: '请各公交企业党支部组织党员在早晚高峰开展文明乘车引导志愿服务。',
      state: 'acknowledged',
    },
  ]);
}

interface SeedVote {
  title: string;
  kind: 'election' | 'appraisal' | 'survey';
  org: string;
  voters: string[];
  options: string[];
  min: number;
  max: number;
  opensAt: string;
  closesAt: string;
  state: 'draft' | 'published' | 'closed' | 'finalised';
  /** Share of the electorate that has voted. */
  share: number;
  /** Leave these accounts' members off the roll (member1 votes in the demo). */
  keepFree?: string[];
  description: string;
}

/**
 * The members who may vote in the voting organisations' subtrees, as the vote's roll counts them: in good
 * standing, and in an election full members only.
 */
async function electorateSize(db: Db, kind: string, voterOrgIds: number[]): Promise<number> {
  const r = await db.execute(sql`SELECT count(*)::int AS n FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE m.status = '1' AND (${kind}::text <> 'election' OR m.member_type = '2')
      AND EXISTS (SELECT 1 FROM orgs vo WHERE vo.id = ANY(${`{${voterOrgIds.join(',')}}`}::int[]) AND mo.path LIKE vo.path || '%')`);
  return Number(resultRows<{ n: number }>(r)[0]?.n ?? 0);
}

async function seedVotes(ctx: SeedContext) {
  const names = (code: string, n: number) =>
    ctx
      .membersOf(orgOf(ctx, code).id)
      .slice(0, n)
      .map((m) => m.name);
  const list: SeedVote[] = [
    {
      title: '一车队第一党支部委员会换届选举',
      kind: 'election',
      org: 'C1-F1-1',
      voters: ['C1-F1-1'],
      options: names('C1-F1-1', 5),
      min: 1,
      max: 3,
      opensAt: '2026-10-15T01:00:00.000Z',
      closesAt: '2026-10-15T09:00:00.000Z',
      state: 'finalised',
      share: 0.92,
      description: '差额选举，候选人5名，应选委员3名。得票超过实到会有选举权人数一半的始得当选。',
    },
    {
      title: '一保修车间第一党支部委员补选',
      kind: 'election',
      org: 'C4-F1-1',
      voters: ['C4-F1-1'],
      options: names('C4-F1-1', 3),
      min: 1,
      max: 1,
      opensAt: '2026-11-02T01:00:00.000Z',
      closesAt: '2026-11-02T09:00:00.000Z',
      state: 'finalised',
      share: 0.6,
      description: '补选委员1名。因多数党员当日出车，参加人数未达应到人数的五分之四，本次选举无效，另行组织。',
    },
    {
      title: '2026年度一车队优秀共产党员评选',
      kind: 'appraisal',
      org: 'C1-F1',
      voters: ['C1-F1'],
      options: [...names('C1-F1-1', 3), ...names('C1-F1-2', 3)],
      min: 1,
      max: 2,
      opensAt: dayStart(-2, 8),
      closesAt: dayStart(12, 18),
      state: 'published',
      share: 0.35,
      keepFree: ['member1', 'secretary1', 'secretary2'],
      description: '每人最多推荐2名，评选结果在投票截止后公布。',
    },
    {
      title: '党员教育培训需求问卷',
      kind: 'survey',
      org: 'G',
      voters: ['G'],
      options: ['安全生产与应急处置', '党史学习教育', '新能源车辆技术', '服务礼仪与沟通', '心理健康与减压', '法律法规'],
      min: 1,
      max: 3,
      opensAt: dayStart(-5, 8),
      closesAt: dayStart(20, 18),
      state: 'published',
      share: 0.2,
      keepFree: ['member1', 'secretary1', 'secretary2'],
      description: '为安排2027年度教育培训，请选择您最需要的1至3项内容。',
    },
    {
      title: '北郊场站党支部书记述职评议',
      kind: 'appraisal',
      org: 'C1-D',
      voters: ['C1-D'],
      options: ['好', '较好', '一般', '差'],
      min: 1,
      max: 1,
      opensAt: dayStart(-6, 8),
      closesAt: dayStart(-1, 18),
      state: 'closed',
      share: 0.85,
      description: '对支部书记年度抓党建工作述职进行评议，投票结束后由分公司党委确认结果。',
    },
    {
      title: '一车队第二党支部委员补选',
      kind: 'election',
      org: 'C1-F1-2',
      voters: ['C1-F1-2'],
      options: names('C1-F1-2', 2),
      min: 1,
      max: 1,
      opensAt: dayStart(15, 8),
      closesAt: dayStart(15, 17),
      state: 'draft',
      share: 0,
      description: '拟补选组织委员1名，候选人待支部委员会确定。',
    },
  ];
  const rand = prng(2026);
  for (const v of list) {
    const options: VoteOption[] = v.options.map((text, i) => ({ key: String.fromCharCode(65 + i), text }));
    const voterOrgIds = v.voters.map((c) => orgOf(ctx, c).id);
    const [row] = await insert(ctx.db, votes, [
      {
        title: v.title,
        kind: v.kind,
        orgId: orgOf(ctx, v.org).id,
        opensAt: v.opensAt,
        closesAt: v.closesAt,
        minChoices: v.min,
        maxChoices: v.max,
        anonymous: true,
        voterOrgIds,
        voterMemberIds: [],
        description: v.description,
        options,
        state: v.state,
      },
    ]);
    if (v.state === 'draft') continue;
    const holder = orgOf(ctx, v.org);
    await history(ctx, 'vote', row.id, holder, [
      ['publish', 'draft', 'published', new Date(Date.parse(v.opensAt) - 3 * DAY).toISOString()],
      ...(v.state === 'closed' || v.state === 'finalised'
        ? [['close', 'published', 'closed', v.closesAt] as [string, string, string, string]]
        : []),
      ...(v.state === 'finalised'
        ? [
            ['finalise', 'closed', 'finalised', new Date(Date.parse(v.closesAt) + 3_600_000).toISOString()] as [
              string,
              string,
              string,
              string,
            ],
          ]
        : []),
    ]);
    const free = new Set((v.keepFree ?? []).map((a) => ctx.accounts.get(a)?.memberId));
    const paths = voterOrgIds.map((id) => [...ctx.orgs.values()].find((o) => o.id === id)!.path);
    const electorateIds = [...ctx.orgs.values()]
      .filter((o) => paths.some((p) => o.path.startsWith(p)))
      .flatMap((o) => ctx.membersOf(o.id))
      .filter((m) => (v.kind !== 'election' || m.memberType === '2') && !free.has(m.id))
      .map((m) => m.id);
    const voters = electorateIds.filter(() => rand() < v.share);
    const tally: Record<string, number> = {};
    for (const _ of voters) {
      const picks = options.filter(() => rand() < 0.55).slice(0, v.max);
      const chosen = picks.length >= v.min ? picks : options.slice(0, v.min);
      for (const o of chosen) tally[o.key] = (tally[o.key] ?? 0) + 1;
    }
    if (voters.length) {
      await ctx.db.insert(voteVoters).values(voters.map((memberId) => ({ voteId: row.id, memberId, choices: null })));
      await ctx.db.insert(voteTallies).values({ voteId: row.id, ballots: voters.length, counts: tally });
    }
    if (v.state === 'finalised') {
      const electorate = await electorateSize(ctx.db, v.kind, voterOrgIds);
      const result = { ...resultOf(v.kind, options, v.max, electorate, voters.length, tally), finalisedAt: v.closesAt };
      await ctx.db.execute(sql`UPDATE votes SET result = ${JSON.stringify(result)}::jsonb WHERE id = ${row.id}`);
    }
  }
}

/** Party affairs and positions: brands on routes and depots, work arrangements with receipts, votes, positions. */
export const AFFAIRS_SEED: AreaSeed = {
  name: 'affairs',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(votes))[0].n) === 0,
  run: async (ctx) => {
    await seedProjects(ctx);
    await seedPositions(ctx);
    await seedArrangements(ctx);
    await seedVotes(ctx);
  },
};
