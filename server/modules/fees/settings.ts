import { rulesOf, DEFAULT_BRACKETS, type DuesRules } from '../../../src/contract/resource/fee-dues';
import type { Db } from '../../db/client';
import { matterNumber, matterValue } from '../../lib/matters';
import { ruleWarning } from '../../../src/contract/rule-warnings';

/** The dues brackets and fixed amount as the standard matters configure them now. */
export async function duesRules(db: Db): Promise<DuesRules> {
  // One after the other: inside a write the matters may be read on the transaction's one connection.
  const inService = await matterValue(db, 'fee.brackets.inService', DEFAULT_BRACKETS.inService);
  const retired = await matterValue(db, 'fee.brackets.retired', DEFAULT_BRACKETS.retired);
  const fixedAmount = await matterValue(db, 'fee.fixedAmount', DEFAULT_BRACKETS.fixedAmount);
  return rulesOf({ inService, retired, fixedAmount });
}

export interface FeeSettings {
  /** A payment this many months or more after the dues month is a late back payment. */
  backPayMonths: number;
  /** Share of the year's collected dues remitted to the level above ('0.2'), as text: it enters a money sum. */
  remitShare: string;
  /** Unpaid months from which a member is on the warning list. */
  warnUnpaidMonths: number;
}

export async function feeSettings(db: Db): Promise<FeeSettings> {
  const backPayMonths = await matterNumber(db, 'fee.backPayMonths', 6);
  const remitShare = await matterValue(db, 'fee.remitShare', '0.2');
  const warnUnpaidMonths = await matterNumber(db, 'fee.warnUnpaidMonths', 3);
  return { backPayMonths, remitShare: /^0(\.\d{1,4})?$|^1$/.test(remitShare) ? remitShare : '0.2', warnUnpaidMonths };
}

/** Whole months from a dues month ('2026-01') to the month of a date ('2026-08-15'): 7. */
export function monthsLate(month: string, paidOn: string): number {
  const [y1, m1] = month.split('-').map(Number);
  const [y2, m2] = paidOn.split('-').map(Number);
  return (y2 - y1) * 12 + (m2 - m1);
}

/** The last day of a month, 'YYYY-MM-DD'. */
export function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

export const backPayWarning = (months: number, limit: number) => ruleWarning('backPay', { months, limit });
