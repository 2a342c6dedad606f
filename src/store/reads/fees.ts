import { feeApi } from '@/api/fees';
import { apiRead } from '../api-read';

/** Dues per organisation of one level of the subtree, for a year or a month. */
export const feeSummary = apiRead(
  'feeIncome/summary',
  (period: Parameters<typeof feeApi.summary>[0]) => feeApi.summary(period),
  ['feeIncome'],
);

/** Members behind with their dues in a month, and the balance per organisation and year. */
export const feeWarnings = apiRead(
  'feeIncome/warnings',
  (orgId: number | null, month: string) => feeApi.warnings(orgId, month),
  ['feeIncome'],
);
export const feeLedger = apiRead(
  'feeExpense/ledger',
  (orgId: number | null, year: number) => feeApi.ledger(orgId, year),
  ['feeIncome', 'feeExpense'],
);

/** The caller's own dues, and the brackets the dues are worked out by. */
export const myFees = apiRead('feeIncome/mine', () => feeApi.mine(), ['feeIncome']);
export const duesRules = apiRead('feeIncome/rules', () => feeApi.rules(), ['feeRule']);
