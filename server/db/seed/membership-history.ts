import { count, eq, inArray, sql } from 'drizzle-orm';
import { members, membershipEvents } from '../schema/index';
import { EVENT_KIND as K } from '../../../src/contract/resource/membership-event';
import { BUILD_HISTORY_STATEMENTS } from '../membership-history-build';
import type { AreaSeed, SeedContext } from './area-seed';

type Change = { kind: string; status?: string; year: 'last' | 'this'; month: number; reason: string; doc?: string };

/** What happened to a few members over the last two years: last year's statistics then differ from this year's. */
const CHANGES: Change[] = [
  { kind: K.died, status: '5', year: 'last', month: 3, reason: '因病去世' },
  { kind: K.died, status: '5', year: 'this', month: 2, reason: '因病去世' },
  {
    kind: K.removed,
    status: '4',
    year: 'last',
    month: 9,
    reason: '连续六个月不参加组织生活',
    doc: '公交一党委〔{y}〕12号',
  },
  { kind: K.suspended, status: '3', year: 'this', month: 5, reason: '失去联系满六个月', doc: '公交二党委〔{y}〕7号' },
  { kind: K.withdrew, status: '4', year: 'this', month: 7, reason: '本人申请退党', doc: '公交三党委〔{y}〕3号' },
];

const day = (year: number, month: number, d = 15) =>
  `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * Membership histories for the demo group: a handful of members died, left or were suspended in the last
 * two years, two moved between branches and one came from outside the group; everyone else's history is
 * built from their records as an upgraded database's was (migration 0022).
 */
export const membershipHistorySeed: AreaSeed = {
  name: 'membership-history',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(membershipEvents))[0].n) === 0,
  run: async (ctx) => {
    const thisYear = new Date().getUTCFullYear();
    const yearOf = (y: 'last' | 'this') => (y === 'last' ? thisYear - 1 : thisYear);
    const taken = new Set([...ctx.accounts.values()].map((a) => a.memberId).filter((id) => id !== null));
    const branches = ctx.branches.map((b) => ({ ...b, members: ctx.membersOf(b.id).filter((m) => !taken.has(m.id)) }));
    const pick = (k: number) => {
      const b = branches[(k * 5 + 2) % branches.length];
      const m = b.members.find((x) => x.memberType === '2' && !taken.has(x.id));
      if (m) taken.add(m.id);
      return m && { ...m, orgId: b.id };
    };
    const full = async (ids: number[]) =>
      ids.length
        ? ctx.db
            .select({ id: members.id, joinedOn: members.joinedOn, fullOn: members.fullOn })
            .from(members)
            .where(inArray(members.id, ids))
        : [];
    const events: (typeof membershipEvents.$inferInsert)[] = [];
    const standing = async (m: { id: number; name: string; orgId: number }, admittedIn: number) => {
      const [r] = await full([m.id]);
      events.push({
        memberId: m.id,
        memberName: m.name,
        kind: K.admitted,
        effectiveOn: r.joinedOn!,
        orgId: admittedIn,
      });
      if (r.fullOn)
        events.push({
          memberId: m.id,
          memberName: m.name,
          kind: K.fullMember,
          effectiveOn: r.fullOn,
          orgId: admittedIn,
        });
    };
    for (const [k, c] of CHANGES.entries()) {
      const m = pick(k);
      if (!m) continue;
      const y = yearOf(c.year);
      await standing(m, m.orgId);
      events.push({
        memberId: m.id,
        memberName: m.name,
        kind: c.kind,
        effectiveOn: day(y, c.month),
        orgId: m.orgId,
        documentNo: c.doc?.replace('{y}', String(y)) ?? null,
        reason: c.reason,
      });
      await ctx.db.update(members).set({ status: c.status! }).where(eq(members.id, m.id));
    }
    // Two moved between branches (admitted in another), one came from outside the group this year.
    for (const [k, y] of (['last', 'this'] as const).entries()) {
      const m = pick(CHANGES.length + k);
      const from = branches[((CHANGES.length + k) * 3) % branches.length];
      if (!m || from.id === m.orgId) continue;
      await standing(m, from.id);
      events.push({
        memberId: m.id,
        memberName: m.name,
        kind: K.transferWithin,
        effectiveOn: day(yearOf(y), 4 + k * 4),
        orgId: from.id,
        toOrgId: m.orgId,
        reason: '工作调动',
      });
    }
    const incoming = pick(CHANGES.length + 2);
    if (incoming)
      events.push({
        memberId: incoming.id,
        memberName: incoming.name,
        kind: K.transferIn,
        effectiveOn: day(thisYear, 3, 2),
        orgId: incoming.orgId,
        outsideOrgName: '郑州市运输管理局机关党支部',
        documentNo: `郑运组转〔${thisYear}〕5号`,
        reason: '调入集团工作',
      });
    await insertAll(ctx, events);
    for (const statement of BUILD_HISTORY_STATEMENTS) await ctx.db.execute(sql.raw(statement));
  },
};

async function insertAll(ctx: SeedContext, events: (typeof membershipEvents.$inferInsert)[]) {
  const rows = events.map((e) => ({ ...e, source: e.source ?? 'built', state: 'approved' }));
  if (rows.length) await ctx.db.insert(membershipEvents).values(rows);
}
