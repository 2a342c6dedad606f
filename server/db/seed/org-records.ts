import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { memberTransfers, orgCommittee, orgs, orgTerms, workflowHistory } from '../schema/index';
import { sittingSecretary } from '../../lib/sitting-secretary';
import type { AreaSeed, SeedContext } from './area-seed';
import { pick, prng } from './people';

type Org = SeedContext['orgs'] extends Map<string, infer O> ? O : never;
type Member = ReturnType<SeedContext['membersOf']>[number];

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addMonths = (d: Date, months: number) => {
  const x = new Date(d);
  x.setUTCMonth(x.getUTCMonth() + months);
  return x;
};
const today = () => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  return d;
};

/** A party committee serves five years, a general branch and a branch three (matters term.years.<type>). */
const termYears = (o: Org) => (o.type === '1' ? 5 : 3);

/** Organisations in tree order, with a stable index for the patterns below. */
const orgList = (ctx: SeedContext) => [...ctx.orgs.entries()].map(([code, o]) => ({ code, ...o }));

/** The members of an organisation, then of those below it: who can sit on its committee. */
function candidatesOf(ctx: SeedContext, o: Org): Member[] {
  const below = [...ctx.orgs.values()].filter((x) => x.id !== o.id && x.path.startsWith(o.path));
  return [...ctx.membersOf(o.id), ...below.flatMap((x) => ctx.membersOf(x.id))];
}

/**
 * Where each organisation's current term stands: most well inside it, some due within the six or the
 * three months of the reminders, one overdue, one moved by an approval; earlier terms ended on the day
 * the current one began. The term list then shows every state the reminders know.
 */
function termStart(o: Org, i: number, now: Date): { start: Date; adjusted?: boolean } {
  const months = termYears(o) * 12;
  if (i % 9 === 4) return { start: addMonths(now, -(months + 1)) }; // overdue by a month
  if (i % 7 === 0) return { start: addMonths(now, -(months - 2)) }; // due within three months
  if (i % 7 === 3) return { start: addMonths(now, -(months - 5)) }; // due within six months
  if (i % 13 === 6) return { start: addMonths(now, -(months + 3)), adjusted: true }; // extended half a year
  return { start: addMonths(now, -(3 + ((i * 5) % (months - 10)))) };
}

const POSTS_OF = (o: Org) => (o.type === '1' || o.type === '2' ? ['1', '2', '3', '4', '5'] : ['1', '3', '4']);
const POST_NAMES: Record<string, string> = {
  '1': '书记',
  '2': '副书记',
  '3': '组织委员',
  '4': '宣传委员',
  '5': '纪检委员',
};

/** The committee each organisation elected at the start of its term: its seats, held by members from within it. */
function committeeOf(ctx: SeedContext, o: Org, i: number): { post: string; member: Member }[] {
  const pool = candidatesOf(ctx, o);
  if (!pool.length) return [];
  // A demo secretary's own member holds the secretary's seat of their branch.
  const secretary = [...ctx.accounts.entries()].find(
    ([name, a]) => name.startsWith('secretary') && a.orgId === o.id && a.memberId,
  )?.[1].memberId;
  const taken = new Set<number>();
  const seats: { post: string; member: Member }[] = [];
  POSTS_OF(o).forEach((post, k) => {
    const own = post === '1' && secretary ? pool.find((m) => m.id === secretary) : undefined;
    const member =
      own ??
      pool.filter((m) => !taken.has(m.id) && m.id !== secretary)[
        (i + k * 3) % Math.max(1, pool.length - taken.size - 1)
      ];
    if (!member || taken.has(member.id)) return;
    taken.add(member.id);
    seats.push({ post, member });
  });
  return seats;
}

export const orgRecordsSeed: AreaSeed = {
  name: 'org-records',
  isEmpty: async (db) =>
    Number((await db.select({ n: count() }).from(orgTerms))[0].n) === 0 &&
    Number((await db.select({ n: count() }).from(orgCommittee))[0].n) === 0,
  run: async (ctx) => {
    const now = today();
    const terms: (typeof orgTerms.$inferInsert)[] = [];
    const seats: (typeof orgCommittee.$inferInsert)[] = [];
    orgList(ctx).forEach((o, i) => {
      const { start, adjusted } = termStart(o, i, now);
      const years = termYears(o);
      const standardDue = addMonths(start, years * 12);
      const committee = committeeOf(ctx, o, i);
      const termNo = 2 + (i % 4);
      if (i % 3 === 0) {
        // The term before, ended (re-elected) on the day this one began.
        const before = addMonths(start, -years * 12);
        terms.push({
          orgId: o.id,
          termNo: termNo - 1,
          startOn: iso(before),
          dueOn: iso(start),
          actualEndOn: iso(start),
          electionMode: '1',
          committee: '上届委员会',
        });
      }
      terms.push({
        orgId: o.id,
        termNo,
        startOn: iso(start),
        dueOn: iso(adjusted ? addMonths(standardDue, 6) : standardDue),
        electionMode: o.type === '1' ? '1' : pick(prng(i + 1), ['1', '2']),
        adjustApprovalNo: adjusted ? `公交党组〔${start.getUTCFullYear() + years}〕${10 + i}号` : null,
        adjustReason: adjusted ? '适逢企业改制重组，经上级党组织批准延期半年换届' : null,
        committee: committee.map((s) => `${POST_NAMES[s.post]}：${s.member.name}`).join('；') || null,
      });
      for (const s of committee)
        seats.push({ orgId: o.id, memberId: s.member.id, name: s.member.name, post: s.post, appointedOn: iso(start) });
      // Someone who left the committee within the term, kept on record.
      const pool = candidatesOf(ctx, o).filter((m) => !committee.some((s) => s.member.id === m.id));
      if (i % 4 === 1 && pool.length) {
        const left = pool[i % pool.length];
        seats.push({
          orgId: o.id,
          memberId: left.id,
          name: left.name,
          post: '5',
          appointedOn: iso(start),
          leftOn: iso(addMonths(start, 14)),
          remark: '工作调动，离任',
        });
      }
    });
    for (let i = 0; i < terms.length; i += 200) await ctx.db.insert(orgTerms).values(terms.slice(i, i + 200));
    for (let i = 0; i < seats.length; i += 200) await ctx.db.insert(orgCommittee).values(seats.slice(i, i + 200));
    // Each organisation's record names its secretary as the committee has it.
    await ctx.db
      .update(orgs)
      .set({ secretary: sittingSecretary(orgs.id) })
      .where(sql`coalesce(${orgs.secretary}, '') = ''`);
  },
};

/** One transfer and how far it went: the states of its workflow (1 申请, 2 审批中, 3 已转出, 4 已接收, 5 退回, 6 撤销). */
interface Case {
  from: string;
  /** The receiving branch in the group, or null for an organisation outside it. */
  to: string | null;
  outside?: { scope: '2' | '3'; name: string };
  status: '1' | '2' | '3' | '4' | '5' | '6';
  reason: string;
  opinion?: string;
}

const CASES: Case[] = [
  { from: 'C1-F1-1', to: 'C1-F1-2', status: '3', reason: '工作调动至一车队第二线路' },
  {
    from: 'C1-F1-1',
    to: null,
    outside: { scope: '3', name: '某省某市交通运输局机关党委' },
    status: '1',
    reason: '随家属迁居外省',
  },
  { from: 'C1-F1-2', to: 'C1-F1-1', status: '2', reason: '驾驶岗位调整至一车队第一支部线路' },
  {
    from: 'C1-F1-2',
    to: null,
    outside: { scope: '2', name: '市城市轨道交通集团运营分公司党委' },
    status: '4',
    reason: '调入轨道交通集团工作',
  },
  { from: 'C1-F2-1', to: 'C1-F1-1', status: '4', reason: '车队合并后调整组织关系' },
  {
    from: 'C1-F2-1',
    to: 'C2-F1-2',
    status: '5',
    reason: '调往第二客运分公司',
    opinion: '介绍信党费缴纳月份与党员实际缴纳情况不符，请核实后重新办理',
  },
  { from: 'C1-D', to: 'G-ZZB-1', status: '6', reason: '借调集团机关', opinion: '借调期不足六个月，暂不转接组织关系' },
  { from: 'C2-F1-2', to: 'C1-F2-1', status: '2', reason: '家庭住址变动，就近调整线路' },
  {
    from: 'G-ZZB-1',
    to: null,
    outside: { scope: '2', name: '市国资委机关党委' },
    status: '3',
    reason: '选调至市国资委工作',
  },
];

/** The moves each state went through, with the day of each (days before today). */
const MOVES: Record<Case['status'], [action: string, from: string, to: string, daysAgo: number][]> = {
  '1': [],
  '2': [['submit', '1', '2', 6]],
  '3': [
    ['submit', '1', '2', 12],
    ['approve', '2', '3', 10],
  ],
  '4': [
    ['submit', '1', '2', 40],
    ['approve', '2', '3', 38],
    ['receive', '3', '4', 33],
  ],
  '5': [
    ['submit', '1', '2', 20],
    ['approve', '2', '3', 18],
    ['return', '3', '5', 15],
  ],
  '6': [
    ['submit', '1', '2', 30],
    ['cancel', '2', '6', 27],
  ],
};

/**
 * Transfers of members' organisation relationships in and out of the demo branches, at every stage:
 * one waiting for the receiving branch's confirmation, others for approval, one returned, one
 * withdrawn, received ones. A received transfer within the group is of a member already in the
 * receiving branch (the receipt moved them).
 */
export const transfersSeed: AreaSeed = {
  name: 'member-transfers',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(memberTransfers))[0].n) === 0,
  run: async (ctx) => {
    const now = today();
    const used = new Set<number>(
      [...ctx.accounts.values()].map((a) => a.memberId).filter((id): id is number => id !== null),
    );
    const memberFrom = (orgId: number, k: number) => {
      const pool = ctx.membersOf(orgId).filter((m) => !used.has(m.id));
      const m = pool[(k * 7) % Math.max(1, pool.length)];
      if (m) used.add(m.id);
      return m;
    };
    for (const [k, c] of CASES.entries()) {
      const from = ctx.orgs.get(c.from);
      const to = c.to ? ctx.orgs.get(c.to) : null;
      if (!from || (c.to && !to)) continue;
      // Received within the group: the member now belongs to the receiving branch.
      const member = memberFrom(c.status === '4' && to ? to.id : from.id, k);
      if (!member) continue;
      const moves = MOVES[c.status];
      const issued = moves.find(([action]) => action === 'approve');
      const received = moves.find(([action]) => action === 'receive');
      const [row] = await ctx.db
        .insert(memberTransfers)
        .values({
          memberId: member.id,
          memberName: member.name,
          direction: 'out',
          scope: c.outside?.scope ?? '1',
          orgId: from.id,
          toOrgId: to?.id ?? null,
          outsideOrgName: c.outside?.name ?? null,
          reason: c.reason,
          feesPaidUntil: iso(addMonths(now, -1)).slice(0, 7),
          letterNo: issued ? `公交组转〔${now.getUTCFullYear()}〕${String(k + 21).padStart(3, '0')}号` : null,
          validDays: issued ? 30 : null,
          issuedOn: issued ? iso(new Date(now.getTime() - issued[3] * DAY)) : null,
          status: c.status,
          receivedOn: received ? iso(new Date(now.getTime() - received[3] * DAY)) : null,
          createdAt: new Date(now.getTime() - ((moves[0]?.[3] ?? 2) + 2) * DAY),
        })
        .returning({ id: memberTransfers.id });
      await history(ctx.db, row.id, c, from, to ?? null, moves, now);
    }
  },
};

async function history(
  db: Db,
  recordId: number,
  c: Case,
  from: Org,
  to: Org | null,
  moves: (typeof MOVES)[Case['status']],
  now: Date,
) {
  if (!moves.length) return;
  await db.insert(workflowHistory).values(
    moves.map(([action, fromState, toState, daysAgo]) => {
      // The receiving side confirms or returns; the sending branch submits, approves, withdraws.
      const by = (action === 'receive' || action === 'return') && to ? to : from;
      return {
        entity: 'memberTransfer',
        recordId,
        action,
        fromState,
        toState,
        opinion: action === 'return' || action === 'cancel' ? (c.opinion ?? null) : null,
        accountName: '支部书记',
        orgId: by.id,
        orgName: by.name,
        at: new Date(now.getTime() - daysAgo * DAY + 10 * 3_600_000),
      };
    }),
  );
}
