import { feeApi } from '@/api/fees';
import { apiRead } from '../api-read';

/** Dues per organisation of one level of the subtree, for a year or a month. */
export const feeSummary = apiRead(
  'feeIncome/summary',
  (period: Parameters<typeof feeApi.summary>[0]) => feeApi.summary(period),
  ['feeIncome'],
);
