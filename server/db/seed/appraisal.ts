import { count, sql } from 'drizzle-orm';
import { APPRAISAL_STATE, FOLLOW_UP, GRADE } from '../../../src/contract/resource/appraisal';
import { EVENT_KIND, EVENT_SOURCE } from '../../../src/contract/resource/membership-event';
import { groupDay } from '../../lib/group-zone';
import { keepLatestAppraisal } from '../../lib/latest-appraisal';
import { resultRows } from '../../lib/sql-rows';
import {
  appraisalMembers,
  appraisals,
  appraisalTallies,
  appraisalVoters,
  membershipEvents,
  workflowHistory,
} from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { prng } from './people';

type Rand = () => number;
interface Person {
  id: number;
  name: string;
  orgId: number;
}

const SELF = [
  '一年来认真学习党的理论，坚持安全行车、优质服务，积极参加组织生活，按时足额交纳党费。不足是学习还不够系统，今后要加强理论学习，发挥好党员先锋作用。',
  '本人能够按照支部要求完成各项任务，在春运和防汛期间主动加班。对照党员标准，在帮带新驾驶员方面做得还不够，今后要主动结对帮扶。',
  '坚持“党员先锋岗”标准，全年安全行车无事故，服务无有效投诉。存在的问题是参加志愿服务次数偏少，明年要积极参加。',
  '能够遵守党的纪律和公司规章制度，认真完成本职工作。在批评与自我批评方面还不够大胆，今后要敢于讲真话。',
];
const REASON_BASIC = '全年有两次无故缺席组织生活，学习笔记不全';
const REASON_UNQUALIFIED = '连续六个月未参加组织生活，经谈话提醒仍未改正';
const NEAR: Record<string, string[]> = {
  [GRADE.excellent]: [GRADE.excellent, GRADE.excellent, GRADE.qualified],
  [GRADE.qualified]: [GRADE.qualified, GRADE.qualified, GRADE.qualified, GRADE.excellent, GRADE.basicallyQualified],
  [GRADE.basicallyQualified]: [GRADE.basicallyQualified, GRADE.basicallyQualified, GRADE.qualified, GRADE.unqualified],
  [GRADE.unqualified]: [GRADE.unqualified, GRADE.unqualified, GRADE.basicallyQualified],
};
const pickOf = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];

/** The grades a committee would propose: under the cap of 优秀, the rest qualified, now and then a poor one. */
function gradesFor(rand: Rand, people: Person[], poor: number): Map<number, string> {
  const out = new Map<number, string>();
  const excellent = Math.floor((people.length * 30) / 100);
  // Who is excellent is not simply the first by id: the order starts somewhere in the branch.
  const start = Math.floor(rand() * people.length);
  [...people.slice(start), ...people.slice(0, start)].forEach((p, i) => {
    let g: string = GRADE.qualified;
    if (i < excellent) g = GRADE.excellent;
    else if (poor > 0 && i === people.length - 1) g = GRADE.basicallyQualified;
    else if (poor > 1 && i === people.length - 2) g = GRADE.unqualified;
    out.set(p.id, g);
  });
  return out;
}

/** Running counts as ballots leave them: every voter grades every other member, mostly as the committee will. */
function tallyOf(rand: Rand, people: Person[], voters: Person[], grades: Map<number, string>) {
  const counts = new Map<string, number>();
  for (const v of voters)
    for (const p of people) {
      if (p.id === v.id) continue;
      const g = pickOf(rand, NEAR[grades.get(p.id) ?? GRADE.qualified]);
      const key = `${p.id}:${g}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  return [...counts.entries()].map(([k, votes]) => {
    const [memberId, grade] = k.split(':');
    return { memberId: Number(memberId), grade, votes };
  });
}

interface Round {
  ctx: SeedContext;
  rand: Rand;
  branch: { id: number; name: string; path: string };
  people: Person[];
  year: number;
  state: string;
  /** Members who have voted (all of them for a round past its ballots). */
  voters: Person[];
  /** Poor grades to give: 0 none, 1 a 基本合格, 2 also a 不合格. */
  poor: number;
  reviewer: string;
  by: number;
  /** Members the demo accounts sign in as: they write their self-assessment in the demo themselves. */
  own: Set<number>;
}

async function makeRound(r: Round): Promise<void> {
  const { ctx, rand, branch, people, year, state, by } = r;
  const today = groupDay();
  const thisYear = Number(today.slice(0, 4));
  const past = year < thisYear;
  const startsOn = past ? `${year}-12-01` : `${year}-${today.slice(5, 7)}-01`;
  const endsOn = past ? `${year}-12-25` : `${year}-12-20`;
  const meeting = resultRows<{ id: number }>(
    await ctx.db.execute(sql`SELECT id FROM meetings WHERE org_id = ${branch.id} AND type = '6'
      AND extract(year FROM coalesce(held_at, planned_at)) = ${year} ORDER BY id DESC LIMIT 1`),
  )[0];
  const [row] = await ctx.db
    .insert(appraisals)
    .values({
      title: `${year}年度民主评议党员`,
      year,
      orgId: branch.id,
      startsOn,
      endsOn,
      meetingId: meeting?.id ?? null,
      memberIds: people.map((p) => p.id),
      memberCount: people.length,
      description: '对照党员标准，开展学习、个人自评、党员互评、支部评定和上级审批。',
      state,
      createdBy: by,
      updatedBy: by,
    } as never)
    .returning({ id: appraisals.id });
  const grades = gradesFor(rand, people, r.poor);
  const proposed = state !== APPRAISAL_STATE.open;
  const approved = state === APPRAISAL_STATE.approved;
  const due = `${year + 1}-03-31`;
  await ctx.db.insert(appraisalMembers).values(
    people.map((p, i) => {
      const g = grades.get(p.id)!;
      const unqualified = g === GRADE.unqualified;
      // Under way: most have written their self-assessment, a few have not yet.
      const wrote = proposed || (i % 4 !== 3 && !r.own.has(p.id));
      return {
        appraisalId: row.id,
        memberId: p.id,
        orgId: p.orgId,
        memberName: p.name,
        selfAssessment: wrote ? SELF[(i + year) % SELF.length] : null,
        proposedGrade: proposed ? g : null,
        reason:
          proposed && g === GRADE.basicallyQualified
            ? REASON_BASIC
            : proposed && unqualified
              ? REASON_UNQUALIFIED
              : null,
        followUp: proposed && unqualified ? FOLLOW_UP.correct : null,
        finalGrade: approved ? g : null,
        followUpDue: approved && unqualified ? due : null,
        version: wrote ? 1 : 0,
      };
    }),
  );
  if (r.voters.length) {
    await ctx.db.insert(appraisalVoters).values(r.voters.map((v) => ({ appraisalId: row.id, memberId: v.id })));
    await ctx.db
      .insert(appraisalTallies)
      .values(tallyOf(rand, people, r.voters, grades).map((t) => ({ appraisalId: row.id, ...t })));
  }
  const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
  const base = { entity: 'appraisal', recordId: row.id };
  const history: (typeof workflowHistory.$inferInsert)[] = [
    {
      ...base,
      action: 'open',
      fromState: 'draft',
      toState: 'open',
      accountName: '支部书记',
      orgName: branch.name,
      at: at(startsOn, 9),
    },
  ];
  if (proposed)
    history.push({
      ...base,
      action: 'submit',
      fromState: 'open',
      toState: 'submitted',
      accountName: '支部书记',
      orgName: branch.name,
      at: at(past ? endsOn : today, 8),
    });
  if (approved) {
    const on = `${year}-12-28`;
    history.push({
      ...base,
      action: 'approve',
      fromState: 'submitted',
      toState: 'approved',
      opinion: '同意支部评定意见',
      accountName: '组织委员',
      orgName: r.reviewer,
      at: at(on, 10),
    });
    await ctx.db.insert(membershipEvents).values(
      people.map((p) => {
        const g = grades.get(p.id)!;
        const label = { '1': '优秀', '2': '合格', '3': '基本合格', '4': '不合格' }[g];
        return {
          memberId: p.id,
          memberName: p.name,
          kind: EVENT_KIND.appraised,
          effectiveOn: on,
          orgId: p.orgId,
          reason: `${year}年度民主评议：${label}`,
          source: EVENT_SOURCE.appraisal,
          sourceId: row.id,
          state: 'approved',
          createdBy: by,
          updatedBy: by,
        } as never;
      }),
    );
    await keepLatestAppraisal(
      ctx.db,
      people.map((p) => p.id),
    );
  }
  await ctx.db.insert(workflowHistory).values(history);
}

/**
 * Democratic appraisal: every branch has last year's round approved, with its grades on the members' records
 * (a few 基本合格 and 不合格 for the risk radar, a 不合格's follow-up still to do). This year the first branch
 * (secretary1's) is under way, self-assessments mostly written and several ballots cast, member1 and the
 * secretary not yet voted; the second (secretary2's) awaits the company committee's approval.
 */
export const appraisalSeed: AreaSeed = {
  name: 'appraisal',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(appraisals))[0].n) === 0,
  async run(ctx) {
    const rand = prng(20261201);
    const year = Number(groupDay().slice(0, 4));
    const by = ctx.accounts.get('admin')?.id ?? 1;
    const own = new Set([...ctx.accounts.values()].map((a) => a.memberId).filter((x): x is number => !!x));
    const active = resultRows<{ id: number; name: string; org_id: number }>(
      await ctx.db.execute(sql`SELECT id, name, org_id FROM members WHERE status = '1' ORDER BY id`),
    );
    const first = ctx.orgs.get('C1-F1-1')?.id;
    const second = ctx.orgs.get('C1-F1-2')?.id;
    for (const [bi, branch] of ctx.branches.entries()) {
      const people = active
        .filter((m) => Number(m.org_id) === branch.id)
        .map((m) => ({ id: Number(m.id), name: m.name, orgId: Number(m.org_id) }));
      if (people.length < 3) continue;
      const reviewer = [...ctx.orgs.values()].filter((o) => o.type === '1' && branch.path.startsWith(o.path)).pop();
      const round = { ctx, rand, branch, people, by, own, reviewer: reviewer?.name ?? '集团党委' };
      await makeRound({
        ...round,
        year: year - 1,
        state: APPRAISAL_STATE.approved,
        voters: people,
        poor: bi % 4 === 1 ? 2 : bi % 2,
      });
      if (branch.id === first) {
        // The demo accounts' own members have not voted: member1 votes in the browser test.
        const voters = people.filter((p) => !own.has(p.id)).slice(0, Math.max(2, Math.ceil(people.length / 2)));
        await makeRound({ ...round, year, state: APPRAISAL_STATE.open, voters, poor: 0 });
        // A second round prepared, not yet opened: the members working away appraise each other apart.
        const away = people.filter((p) => !own.has(p.id)).slice(-3);
        await ctx.db.insert(appraisals).values({
          title: `${year}年度流动党员民主评议`,
          year,
          orgId: branch.id,
          startsOn: `${year}-12-01`,
          endsOn: `${year}-12-20`,
          memberIds: away.map((p) => p.id),
          memberCount: away.length,
          description: '在外务工的流动党员通过手机参加评议，与支部年度评议分开进行。',
          state: APPRAISAL_STATE.draft,
          createdBy: by,
          updatedBy: by,
        } as never);
      }
      if (branch.id === second)
        await makeRound({ ...round, year, state: APPRAISAL_STATE.submitted, voters: people, poor: 1 });
    }
  },
};
