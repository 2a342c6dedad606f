import { count } from 'drizzle-orm';
import { monthlyDues, rulesOf } from '../../../src/contract/resource/fee-dues';
import { moneyOfFen } from '../../../src/contract/resource/check';
import { feeBases, feeExpenses, feeIncome } from '../schema/index';
import type { AreaSeed, SeedContext } from './area-seed';
import { between, pick, prng, type Rand } from './people';

/** The demo year of dues: November 2025 to October 2026. */
const MONTHS = Array.from({ length: 12 }, (_, i) => {
  const m = ((10 + i) % 12) + 1;
  return `${m >= 11 ? 2025 : 2026}-${String(m).padStart(2, '0')}`;
});
const pad = (n: number) => String(n).padStart(2, '0');
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
};

/** Monthly salary bases as the payroll of a bus company has them, by post (dictionary post). */
function baseFor(rand: Rand, post: string | null): string {
  const [lo, hi] =
    post === '6'
      ? [2800, 6200]
      : post === '5'
        ? [5200, 12500]
        : post === '3'
          ? [4800, 8200]
          : post === '4'
            ? [4300, 7600]
            : [3600, 9800];
  const fen = between(rand, lo, hi) * 100 + (rand() < 0.3 ? between(rand, 1, 99) : 0);
  return moneyOfFen(fen);
}

type Row = Record<string, unknown>;

/** Who pays how: most on time, some a month late, a few behind, one six months in a row, a few exempt. */
function duesRows(ctx: SeedContext, rand: Rand, by: number): { rows: Row[]; bases: Row[] } {
  const rules = rulesOf();
  const rows: Row[] = [];
  const bases: Row[] = [];
  const protectedMember = ctx.accounts.get('member1')?.memberId ?? null;
  ctx.branches.forEach((branch, bi) => {
    const people = ctx.membersOf(branch.id);
    people.forEach((m, i) => {
      const retired = m.post === '6';
      const fixed = bi === 5 && i === 2;
      const salaryBase = fixed ? '0.00' : baseFor(rand, m.post);
      bases.push({
        memberId: m.id,
        orgId: branch.id,
        salaryBase,
        retired,
        fixedDues: fixed,
        createdBy: by,
        updatedBy: by,
      });
      const dues = monthlyDues(salaryBase, { retired, fixed }, rules);
      // A lapse (six months unpaid) in the clerk's own branch, members three or four months behind elsewhere.
      const lapse = branch.code === 'C1-F1-1' && i === 4 && m.id !== protectedMember;
      const behind =
        !lapse && m.id !== protectedMember && (bi % 3 === 1 ? i === 3 : bi % 4 === 0 && i === 7)
          ? between(rand, 3, 4)
          : 0;
      const exemptFrom = bi % 6 === 2 && i === 1 ? 6 : 99;
      MONTHS.forEach((month, mi) => {
        const row: Row = {
          memberId: m.id,
          orgId: branch.id,
          month,
          salaryBase,
          retired,
          fixedDues: fixed,
          ratio: dues.ratio,
          due: dues.due,
          createdBy: by,
          updatedBy: by,
        };
        const left = MONTHS.length - mi;
        if (lapse && left <= 6) return rows.push({ ...row, status: '1' });
        if (behind && left <= behind) return rows.push({ ...row, status: '1' });
        if (mi >= exemptFrom && mi < exemptFrom + 3) {
          return rows.push({
            ...row,
            due: '0.00',
            status: '4',
            approvalNo: `${branch.name.slice(0, 4)}〔2026〕${between(rand, 1, 30)}号`,
            reason: '家庭遭遇重大变故，生活困难，经支部大会讨论、上级党委批准免缴三个月',
          });
        }
        if (left === 1 && rand() < 0.12) return rows.push({ ...row, status: '1' });
        const late = rand() < 0.08;
        const paidOn = late
          ? `${nextMonth(month)}-${pad(between(rand, 3, 12))}`
          : `${month}-${pad(between(rand, 5, 26))}`;
        const proxy =
          retired && rand() < 0.4
            ? pick(
                rand,
                people.filter((p) => p.id !== m.id),
              ).id
            : null;
        rows.push({ ...row, status: late ? '3' : '2', paid: dues.due, paidOn, proxyMemberId: proxy });
      });
    });
  });
  return { rows, bases };
}

const SPENDING: [category: string, purpose: string, lo: number, hi: number][] = [
  ['1', '支部书记及党务干部培训班资料费', 300, 900],
  ['2', '购买《中国共产党章程》《习近平新时代中国特色社会主义思想学习纲要》等学习资料', 260, 780],
  ['3', '“七一”表彰优秀共产党员、先锋驾驶员奖品', 500, 1500],
  ['4', '春节走访慰问困难党员、老党员', 800, 2000],
  ['5', '主题党日活动交通及资料费', 150, 600],
  ['6', '党员活动室投影仪及桌椅购置', 900, 2600],
  ['7', '红色教育基地参观门票', 200, 700],
];

/** A ledger for several branches and one company: spending, the yearly remittance up, an allocation down. */
function ledgerRows(ctx: SeedContext, rand: Rand, by: number): Row[] {
  const out: Row[] = [];
  const push = (
    orgId: number,
    spentOn: string,
    kind: string,
    category: string,
    amountYuan: number,
    purpose: string,
    approvedBy: string,
  ) =>
    out.push({
      orgId,
      spentOn,
      kind,
      category,
      amount: moneyOfFen(amountYuan * 100),
      purpose,
      approvedBy,
      voucherNo: `PZ2026-${pad(between(rand, 1, 99))}${pad(out.length)}`,
      createdBy: by,
      updatedBy: by,
    });
  for (const branch of ctx.branches.slice(0, 8)) {
    const picks = [...SPENDING].sort(() => rand() - 0.5).slice(0, between(rand, 3, 5));
    for (const [category, purpose, lo, hi] of picks) {
      const month = between(rand, 1, 10);
      push(
        branch.id,
        `2026-${pad(month)}-${pad(between(rand, 3, 27))}`,
        '1',
        category,
        between(rand, lo, hi),
        purpose,
        `2026年${month}月支部委员会会议`,
      );
    }
    push(
      branch.id,
      '2026-01-15',
      '2',
      '8',
      between(rand, 1200, 1900),
      '上缴2025年度党费（按20%比例）',
      '2026年1月支部委员会会议',
    );
  }
  // A company's general branch keeps no funds of its own: it passes what its branches remitted on to the committee above.
  const byId = new Map([...ctx.orgs.values()].map((o) => [o.id, o]));
  const group = ctx.orgs.get('G')?.id;
  const passed = new Map<number, number>();
  for (const r of out.filter((x) => x.kind === '2')) {
    const parent = byId.get(byId.get(r.orgId as number)?.parentId ?? 0);
    if (parent?.type === '2' && parent.parentId !== group)
      passed.set(parent.id, (passed.get(parent.id) ?? 0) + Number(r.amount));
  }
  for (const [orgId, amount] of passed)
    push(orgId, '2026-01-25', '2', '8', amount, '转交所属党支部上缴的2025年度党费', '2026年1月党总支委员会会议');
  const company = ctx.orgs.get('C1');
  if (company)
    push(company.id, '2026-03-20', '3', '9', 6000, '下拨各党支部开展“党员先锋岗”创建活动经费', '2026年第3次党委会');
  return out;
}

export const feeSeed: AreaSeed = {
  name: 'fees',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(feeIncome))[0].n) === 0,
  async run(ctx) {
    const rand = prng(20261110);
    const by = ctx.accounts.get('admin')?.id ?? 1;
    const { rows, bases } = duesRows(ctx, rand, by);
    for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(feeIncome).values(rows.slice(i, i + 500) as never);
    for (let i = 0; i < bases.length; i += 500) await ctx.db.insert(feeBases).values(bases.slice(i, i + 500) as never);
    await ctx.db.insert(feeExpenses).values(ledgerRows(ctx, rand, by) as never);
  },
};
