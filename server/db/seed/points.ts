import { count } from 'drizzle-orm';
import { groupDay } from '../../lib/group-zone';
import { pointsEntries, workflowHistory } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { between, prng } from './people';

/** [points, reason]: what branches add or take away by hand, beyond the rules' counts. */
const ENTRIES: [number, string][] = [
  [5, '春运期间主动放弃休息，连续加班保障早高峰运营'],
  [3, '拾金不昧，归还乘客遗失钱包，受到乘客来信表扬'],
  [5, '获评分公司季度“安全行车标兵”'],
  [3, '参加集团无偿献血活动'],
  [2, '担任“党员先锋岗”示范线路带班员'],
  [4, '暴雨天气主动参与积水路段车辆疏导'],
  [-3, '服务投诉经核实属实，已批评教育'],
  [-2, '未按要求完成支部安排的结对帮扶走访'],
];
const RETURNED = '加分事由请补充具体时间和表扬来源';

/** The days of the group's year so far that an entry may fall on: from January to a few days ago. */
function dayOf(rand: () => number, today: string): string {
  const [y, m] = today.split('-').map(Number);
  const month = between(rand, 1, Math.max(1, m - 1));
  return `${y}-${String(month).padStart(2, '0')}-${String(between(rand, 1, 28)).padStart(2, '0')}`;
}

async function insertEntries(ctx: SeedContext, rows: (typeof pointsEntries.$inferInsert & { reviewer: string })[]) {
  if (!rows.length) return;
  const made = await ctx.db
    .insert(pointsEntries)
    .values(rows.map(({ reviewer: _reviewer, ...r }) => r))
    .returning({ id: pointsEntries.id, state: pointsEntries.state, awardedOn: pointsEntries.awardedOn });
  const history: (typeof workflowHistory.$inferInsert)[] = [];
  made.forEach((r, i) => {
    if (r.state === 'draft') return;
    const at = new Date(`${r.awardedOn}T10:00:00+08:00`);
    const base = { entity: 'pointsEntry', recordId: r.id, orgName: rows[i].reviewer };
    history.push({ ...base, action: 'submit', fromState: 'draft', toState: 'submitted', accountName: '支部书记', at });
    const later = new Date(at.getTime() + 2 * 86_400_000);
    if (r.state === 'approved')
      history.push({
        ...base,
        action: 'approve',
        fromState: 'submitted',
        toState: 'approved',
        accountName: '组织委员',
        at: later,
      });
    if (r.state === 'returned')
      history.push({
        ...base,
        action: 'return',
        fromState: 'submitted',
        toState: 'returned',
        opinion: RETURNED,
        accountName: '组织委员',
        at: later,
      });
  });
  if (history.length) await ctx.db.insert(workflowHistory).values(history);
}

/**
 * Branch entries of member points: most approved (they count), some waiting for the level above, one
 * returned, one being written, so that every branch's ranking and review queue has something in it. The
 * members the demo accounts sign in as have an approved entry and one waiting, so that their own screen
 * shows an entry that counts beside one that does not yet.
 */
export const pointsSeed: AreaSeed = {
  name: 'points',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(pointsEntries))[0].n) === 0,
  async run(ctx) {
    const rand = prng(20260701);
    const today = groupDay();
    const by = ctx.accounts.get('admin')?.id ?? 1;
    const own = new Set([...ctx.accounts.values()].map((a) => a.memberId).filter((x): x is number => !!x));
    const rows: Parameters<typeof insertEntries>[1] = [];
    for (const [bi, branch] of ctx.branches.entries()) {
      const people = ctx.membersOf(branch.id);
      if (!people.length) continue;
      const reviewer = [...ctx.orgs.values()].filter((o) => o.type === '1' && branch.path.startsWith(o.path)).pop();
      const entry = (memberId: number, name: string, k: number, state: string) =>
        rows.push({
          memberId,
          memberName: name,
          orgId: branch.id,
          awardedOn: dayOf(rand, today),
          points: String(ENTRIES[k % ENTRIES.length][0]),
          reason: ENTRIES[k % ENTRIES.length][1],
          state,
          reviewer: reviewer?.name ?? '集团党委',
          createdBy: by,
          updatedBy: by,
        });
      const states = ['approved', 'approved', 'approved', 'submitted', bi % 3 === 0 ? 'returned' : 'draft'];
      for (const [k, state] of states.entries()) {
        const m = people[(bi * 3 + k * 5) % people.length];
        if (!own.has(m.id)) entry(m.id, m.name, bi + k, state);
      }
      for (const m of people.filter((p) => own.has(p.id))) {
        entry(m.id, m.name, bi, 'approved');
        entry(m.id, m.name, bi + 4, 'submitted');
      }
    }
    await insertEntries(ctx, rows);
  },
};
