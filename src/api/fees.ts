import * as calls from '@/contract/calls/fees';
import { importSheet } from './import-sheet';
import { downloadPosted } from './resource';
import { call } from './call';

export type { FeeSummaryRow, FeeWarning, LedgerRow, OwnFeeRow } from '@/contract/calls/fees';

/** The period of a summary: a year, or one month of it, of an organisation (the caller's own by default). */
export type Period = { orgId?: number | null; year: number; month?: string | null };

/** The fee calls beyond the generic ones. */
export const feeApi = {
  generate: (orgId: number, month: string) => call(calls.feeGenerate, { orgId, month }),
  pay: (rows: { id: number; version: number }[], paidOn: string) => call(calls.feePay, { rows, paidOn }),
  summary: (period: Period) => call(calls.feeSummary, period),
  exportSummary: (period: Period) => downloadPosted(calls.feeSummaryExport.url, period, 'fee-summary.xlsx'),
  warnings: (orgId: number | null, month: string) => call(calls.feeWarnings, { orgId, month }),
  ledger: (orgId: number | null, year: number) => call(calls.feeLedger, { orgId, year }),
  mine: (year?: number) => call(calls.feeMine, { year }),
  rules: () => call(calls.feeRules, undefined),
  importBases: (file: File) => importSheet(calls.feeImportBases.url, file),
  baseTemplate: () => downloadPosted(calls.feeBaseTemplate.url, {}, 'fee-base-template.xlsx'),
};
