import { count, inArray } from 'drizzle-orm';
import {
  DEFAULT_STAR_THRESHOLDS,
  percentOf,
  starsOf,
  sumScores,
  totalPoints,
} from '../../../src/contract/resource/task-rules';
import type { IndicatorScore, TaskIndicator } from '../../../src/contract/resource/task';
import { indicators, taskSubmissions, tasks, workflowHistory } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { between, prng, type Rand } from './people';
import { SEED_TASKS, type SeedTask, type SeedState } from './task-plan';

const PROGRESS = [
  '支部按计划召开支部党员大会、支部委员会和党小组会，围绕{route}安全运营开展专题学习，党员带头落实首末站发车准点要求。',
  '组织党员在{route}设立党员先锋岗，开展“文明服务我先行”活动，收到乘客表扬信{n}封，车厢乘客满意度测评提升。',
  '结合冬季运营特点，支部组织党员驾驶员开展防滑防冻应急演练{n}次，重点线路{route}实现零责任事故。',
  '落实“三会一课”制度，开展主题党日活动，组织党员赴{depot}开展志愿服务，累计服务时长{n}小时。',
];
const ROUTES = ['1路', '2路', 'K2路', '7路', '16路', 'B3路', '28路', '快速公交B1路', '夜班N5路'];
const DEPOTS = ['北郊场站', '南湖场站', '东站场站', '西区保养场', '火车站枢纽'];
const RESPONSES = [
  '赶赴积水路段协助疏导乘客',
  '在首末站值守并调度车辆',
  '参与车辆涉水检查',
  '护送老人儿童换乘',
  '清理站台积水与落叶',
];
const OPINIONS = ['材料翔实，措施有力，同意通过。', '工作扎实，佐证齐全，予以通过。', '亮点突出，请继续保持。'];
const RETURNS = ['佐证材料不全，请补充三会一课会议记录后重新报送。', '完成情况过于笼统，请按指标逐项说明并补充数据。'];

function progressText(rand: Rand): string {
  const t = PROGRESS[between(rand, 0, PROGRESS.length - 1)];
  return t
    .replace('{route}', ROUTES[between(rand, 0, ROUTES.length - 1)])
    .replace('{depot}', DEPOTS[between(rand, 0, DEPOTS.length - 1)])
    .replace('{n}', String(between(rand, 3, 40)));
}

/** Scores near the top of each indicator's points, deterministic. */
function scores(rand: Rand, list: TaskIndicator[], floor: number): IndicatorScore[] {
  return list.map((i) => ({
    indicatorId: i.indicatorId,
    score: Math.round(i.points * (floor + rand() * (1 - floor)) * 10) / 10,
  }));
}

/** The system seed's indicators the demo tasks score, by code. */
async function seededIndicators(ctx: SeedContext): Promise<Map<string, { id: number; points: number }>> {
  const wanted = [...new Set(SEED_TASKS.flatMap((t) => t.indicators))];
  const rows = (await ctx.db
    .select()
    .from(indicators)
    .where(inArray((indicators as unknown as { code: never }).code, wanted as never))) as unknown as {
    id: number;
    code: string;
    points: string;
  }[];
  return new Map(rows.map((r) => [r.code, { id: r.id, points: Number(r.points) }]));
}

function targetsOf(ctx: SeedContext, t: SeedTask): number[] {
  const codes =
    t.targets === 'companies'
      ? ['C1', 'C2', 'C3', 'C4']
      : t.targets === 'branches'
        ? ctx.branches.map((b) => b.code)
        : ctx.branches.filter((b) => b.code.startsWith(`${t.issuer}-`)).map((b) => b.code);
  return codes.map((c) => ctx.orgs.get(c)!.id);
}

async function seedTask(ctx: SeedContext, t: SeedTask, codes: Map<string, { id: number; points: number }>, rand: Rand) {
  const issuer = ctx.orgs.get(t.issuer)!;
  const account = ctx.accounts.get(t.issuer === 'G' ? 'orgdept1' : 'company1')!;
  const list: TaskIndicator[] = t.indicators
    .filter((c) => codes.has(c))
    .map((c) => ({ indicatorId: codes.get(c)!.id, points: codes.get(c)!.points }));
  const targets = t.state === 'draft' ? targetsOf(ctx, t).slice(0, 4) : targetsOf(ctx, t);
  const [task] = (await ctx.db
    .insert(tasks)
    .values({
      taskType: t.type,
      title: t.title,
      requirements: t.requirements,
      targetOrgIds: targets,
      startOn: t.startOn,
      deadline: t.deadline,
      indicators: list,
      state: t.state,
      orgId: issuer.id,
      createdBy: account.id,
      updatedBy: account.id,
    } as never)
    .returning()) as unknown as { id: number }[];
  if (t.state === 'draft') return;
  const by = {
    accountId: account.id,
    accountName: t.issuer === 'G' ? '组织部干事' : '第一客运分公司组织委员',
    orgId: issuer.id,
    orgName: issuer.name,
  };
  const history: Record<string, unknown>[] = [
    {
      entity: 'task',
      recordId: task.id,
      action: 'issue',
      fromState: 'draft',
      toState: 'issued',
      detail: { targets: targets.length },
      at: new Date(`${t.startOn}T09:00:00+08:00`),
      ...by,
    },
  ];
  const codeOf = new Map([...ctx.orgs.entries()].map(([code, o]) => [o.id, code]));
  for (const [n, orgId] of targets.entries()) {
    const state: SeedState = t.states(codeOf.get(orgId)!, n);
    const org = [...ctx.orgs.values()].find((o) => o.id === orgId)!;
    const handed = state !== 'todo';
    const self = t.indicators.length ? scores(rand, list, 0.75) : [];
    const review = state === 'approved' && list.length ? scores(rand, list, 0.68) : [];
    const score = state === 'approved' ? (list.length ? sumScores(review) : null) : null;
    const highlight = score !== null && rand() < 0.5;
    const stars =
      t.type === '2' && score !== null
        ? starsOf(percentOf(score, totalPoints(list)), DEFAULT_STAR_THRESHOLDS, highlight)
        : null;
    const members = ctx.membersOf(orgId);
    const responders =
      t.type === '3' && handed
        ? members.slice(0, between(rand, 2, Math.max(2, Math.min(8, members.length)))).map((m, i) => ({
            memberId: m.id,
            name: m.name,
            at: `${t.startOn}T${String(8 + i).padStart(2, '0')}:${String(between(rand, 0, 59)).padStart(2, '0')}:00+08:00`,
            what: RESPONSES[between(rand, 0, RESPONSES.length - 1)],
          }))
        : null;
    const submittedAt = new Date(`${t.startOn}T10:00:00+08:00`);
    // Emergency work is answered within hours, the rest over weeks.
    if (t.type === '3') submittedAt.setHours(submittedAt.getHours() + between(rand, 2, 30));
    else submittedAt.setDate(submittedAt.getDate() + between(rand, 3, 20));
    const opinion =
      state === 'approved'
        ? OPINIONS[between(rand, 0, OPINIONS.length - 1)]
        : state === 'returned'
          ? RETURNS[n % RETURNS.length]
          : null;
    const [row] = (await ctx.db
      .insert(taskSubmissions)
      .values({
        taskId: task.id,
        orgId,
        progress: handed || n % 3 === 0 ? progressText(rand) : null,
        selfScores: self,
        selfScore: self.length ? String(sumScores(self)) : null,
        evidence: [],
        responders,
        state,
        submittedAt: handed ? submittedAt.toISOString() : null,
        score: score === null ? null : String(score),
        reviewScores: review.length ? review : null,
        reviewOpinion: opinion,
        highlight,
        stars,
        reviewedAt:
          state === 'approved' || state === 'returned'
            ? new Date(submittedAt.getTime() + 2 * 86400_000).toISOString()
            : null,
        version: handed ? 2 : 1,
      } as never)
      .returning()) as unknown as { id: number }[];
    if (!handed) continue;
    const target = { accountId: null, accountName: `${org.name}书记`, orgId, orgName: org.name };
    history.push({
      entity: 'taskSubmission',
      recordId: row.id,
      action: 'submit',
      fromState: 'todo',
      toState: 'submitted',
      at: submittedAt,
      ...target,
    });
    if (state === 'approved' || state === 'returned') {
      history.push({
        entity: 'taskSubmission',
        recordId: row.id,
        action: state === 'approved' ? 'approve' : 'return',
        fromState: 'submitted',
        toState: state,
        opinion,
        detail: state === 'approved' ? { score, ...(stars ? { stars } : {}) } : null,
        at: new Date(submittedAt.getTime() + 2 * 86400_000),
        ...by,
      });
    }
  }
  await ctx.db.insert(workflowHistory).values(history as never);
}

/** Tasks of each type and state from the group and the first company, with work waiting on both sides. */
export const TASK_SEED: AreaSeed = {
  name: 'tasks',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(tasks))[0].n) === 0,
  run: async (ctx) => {
    const rand = prng(2026_12);
    const codes = await seededIndicators(ctx);
    for (const t of SEED_TASKS) await seedTask(ctx, t, codes, rand);
  },
};
