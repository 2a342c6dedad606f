import { count, eq, sql } from 'drizzle-orm';
import { feeExpenses, hardshipAids, memberAway, memberHardships, members } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { between, phone, pick, prng } from './people';

/** [kind, level, cause] of hardshipKind / hardshipLevel. */
const HARDSHIPS: [string, string, string][] = [
  ['1', '3', '本人确诊尿毒症，每周透析三次，医疗费用负担沉重，已无法正常出车。'],
  ['2', '2', '因交通事故致右腿残疾，调至场站辅助岗位，收入明显下降。'],
  ['3', '2', '配偶下岗，子女在读大学，家中老人长期卧床，家庭收支困难。'],
  ['4', '2', '今年7月暴雨致住房进水受损，家具电器损毁，正在修缮。'],
  ['5', '1', '退休老党员，年逾八旬，子女在外地，独自居住，行动不便。'],
];
const PLACES: [place: string, employer: string, host: string][] = [
  ['深圳市宝安区', '深圳巴士集团第三分公司', '中共深圳巴士集团第三分公司委员会'],
  ['郑州市郑东新区', '郑州地铁运营分公司', '中共郑州地铁运营分公司第二支部委员会'],
  ['雄安新区容城县', '雄安公交建设项目部', '雄安公交建设项目部临时党支部'],
  ['杭州市萧山区', '杭州公交驾校培训中心', '杭州公交驾校培训中心党支部'],
];

/** Members the demo accounts sign in as are left out, so that their own screens stay as the other demos expect. */
function peopleOf(ctx: SeedContext, orgId: number) {
  const own = new Set([...ctx.accounts.values()].map((a) => a.memberId));
  return ctx.membersOf(orgId).filter((m) => !own.has(m.id));
}

async function seedHardships(ctx: SeedContext, rand: () => number, by: number, focus: Set<number>) {
  for (const [bi, branch] of ctx.branches.entries()) {
    const wanted = focus.has(branch.id) ? 3 : bi % 4 === 0 ? 1 : 0;
    const people = peopleOf(ctx, branch.id);
    for (let k = 0; k < wanted && k + 1 < people.length; k++) {
      const m = people[(bi + k * 3) % people.length];
      const helper = people.find((p) => p.id !== m.id && p.memberType === '2') ?? people.find((p) => p.id !== m.id)!;
      const [kind, level, cause] = HARDSHIPS[(bi + k) % HARDSHIPS.length];
      // In a focus branch: one confirmed and reviewed, one waiting for the level above, one being registered.
      const state = k === 0 ? 'approved' : k === 1 ? 'submitted' : 'draft';
      const [h] = await ctx.db
        .insert(memberHardships)
        .values({
          memberId: m.id,
          memberName: m.name,
          orgId: branch.id,
          kind,
          level,
          since: `${2023 + between(rand, 0, 2)}-0${between(rand, 1, 9)}-1${between(rand, 0, 8)}`,
          cause,
          contact: phone(rand),
          helperId: helper.id,
          helperName: helper.name,
          state,
          reviewedOn: state === 'approved' ? '2026-03-18' : null,
          createdBy: by,
          updatedBy: by,
        })
        .returning({ id: memberHardships.id });
      if (state === 'approved') await seedAids(ctx, h.id, m.name, branch.id, by);
    }
  }
}

/** The Spring Festival visit paid from dues (with its ledger entry) and the 1 July visit paid by the trade union. */
async function seedAids(ctx: SeedContext, hardshipId: number, name: string, orgId: number, by: number) {
  const [expense] = await ctx.db
    .insert(feeExpenses)
    .values({
      orgId,
      spentOn: '2026-02-06',
      kind: '1',
      category: '4',
      amount: '800.00',
      purpose: `困难党员帮扶慰问：${name}`,
      createdBy: by,
      updatedBy: by,
    })
    .returning({ id: feeExpenses.id });
  const common = { hardshipId, memberName: name, orgId, createdBy: by, updatedBy: by };
  await ctx.db.insert(hardshipAids).values([
    {
      ...common,
      visitedOn: '2026-02-06',
      visitors: '支部书记、帮扶责任人',
      form: '3',
      amount: '800.00',
      goods: '米、面、油各一份',
      source: '1',
      expenseId: expense.id,
    },
    {
      ...common,
      visitedOn: '2026-06-28',
      visitors: '公司党委副书记、工会主席',
      form: '1',
      amount: '500.00',
      source: '2',
      remark: '“七一”走访慰问',
    },
  ]);
}

async function seedAway(ctx: SeedContext, rand: () => number, by: number, focus: Set<number>) {
  const open = new Set(
    (await ctx.db.select({ id: memberAway.memberId }).from(memberAway).where(eq(memberAway.state, '1'))).map(
      (r) => r.id,
    ),
  );
  const flowing = await ctx.db
    .select({ id: members.id, name: members.name, orgId: members.orgId })
    .from(members)
    .where(eq(members.flowing, true));
  const rows: (typeof memberAway.$inferInsert)[] = [];
  const away = (m: { id: number; name: string }, orgId: number, returned: boolean) => {
    const [place, employer, hostOrgName] = pick(rand, PLACES);
    const since = `2025-${String(between(rand, 3, 11)).padStart(2, '0')}-0${between(rand, 1, 9)}`;
    rows.push({
      memberId: m.id,
      memberName: m.name,
      orgId,
      place,
      employer,
      since,
      until: returned ? '2026-06-30' : '2026-12-31',
      contact: phone(rand),
      hostOrgName,
      certificateNo: `LD${since.replace(/-/g, '')}${String(m.id).padStart(5, '0')}`,
      state: returned ? '2' : '1',
      returnedOn: returned ? '2026-06-20' : null,
      createdBy: by,
      updatedBy: by,
    });
  };
  for (const m of flowing) if (!open.has(m.id)) away(m, m.orgId, false);
  for (const orgId of focus) {
    const people = peopleOf(ctx, orgId).filter((p) => !flowing.some((f) => f.id === p.id));
    // The last members of the branch: the first ones carry the hardship records.
    const [a, b] = people.slice(-2);
    if (a) away(a, orgId, false);
    if (b) away(b, orgId, true);
  }
  if (!rows.length) return;
  await ctx.db.insert(memberAway).values(rows);
  await ctx.db.execute(
    sql`UPDATE members m SET flowing = EXISTS (SELECT 1 FROM member_away a WHERE a.member_id = m.id AND a.state = '1')
        WHERE m.id IN (SELECT member_id FROM member_away)`,
  );
}

/** Members in hardship with their visits (aid from dues in the ledger), and members working away. */
export const memberRegistersSeed: AreaSeed = {
  name: 'memberRegisters',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(memberHardships))[0].n) === 0,
  async run(ctx) {
    const rand = prng(20260127);
    const by = ctx.accounts.get('admin')?.id ?? 1;
    const focus = new Set(
      ['secretary1', 'secretary2'].map((a) => ctx.accounts.get(a)?.orgId).filter((x): x is number => !!x),
    );
    await seedHardships(ctx, rand, by, focus);
    await seedAway(ctx, rand, by, focus);
  },
};
