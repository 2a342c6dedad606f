import type { Sample } from './index';

const monthOf = (n: number) => `${1990 + (Math.floor(n / 12) % 100)}-${String((n % 12) + 1).padStart(2, '0')}`;

export const SAMPLES: Record<string, Sample> = {
  feeIncome: {
    make: (ctx, n) => ({
      memberId: ctx.memberId,
      month: monthOf(n),
      salaryBase: '4321.00',
      retired: false,
      status: '1',
    }),
    editable: 'reason',
  },
  feeExpense: {
    make: (ctx) => ({
      orgId: ctx.orgId,
      spentOn: '2026-05-12',
      kind: '1',
      category: '5',
      amount: '320.50',
      purpose: '主题党日活动资料费',
    }),
    editable: 'remark',
  },
  memberReward: {
    make: (ctx) => ({
      memberId: ctx.memberId,
      kind: '1',
      title: '优秀共产党员',
      level: '1',
      grantedBy: '公交客运集团党委',
      grantedOn: '2026-07-01',
    }),
    editable: 'deeds',
  },
  orgReward: {
    make: (ctx) => ({
      orgId: ctx.orgId,
      kind: '1',
      title: '先进基层党组织',
      level: '1',
      grantedBy: '公交客运集团党委',
      grantedOn: '2026-07-01',
    }),
    editable: 'deeds',
  },
};
