import type { Message } from '@/contract';
import type { DuesRules } from '@/contract/resource';
import { importSheet } from './import-sheet';
import { downloadPosted } from './resource';
import { post } from './request';

export interface FeeSummaryRow {
  orgId: number;
  orgName: string;
  self: boolean;
  childCount: number;
  members: number;
  rows: number;
  unpaidRows: number;
  due: string;
  paid: string;
  rate: number | null;
}

export interface FeeWarning {
  memberId: number;
  memberName: string;
  orgId: number;
  orgName: string;
  unpaidMonths: number;
  months: string[];
  consecutive: number;
  lapse: boolean;
  owed: string;
}

export interface LedgerRow {
  orgId: number;
  orgName: string;
  collected: string;
  /** Remittances of the organisations directly below, that year. */
  received: string;
  spent: string;
  remitted: string;
  allocated: string;
  balance: string;
  remitDue: string;
  remitOutstanding: string;
}

export interface OwnFeeRow {
  id: number;
  month: string;
  salaryBase: string;
  ratio: number | null;
  due: string;
  paid: string | null;
  paidOn: string | null;
  status: string;
}

export type Period = { orgId?: number | null; year: number; month?: string | null };

/** The fee calls beyond the generic ones. */
export const feeApi = {
  generate: (orgId: number, month: string) =>
    post<{ created: number }>('/api/feeIncome/generate', { orgId, month }).then((r) => r.data),
  pay: (rows: { id: number; version: number }[], paidOn: string) =>
    post<{ paid: number; skipped: number; warnings: Message[] }>('/api/feeIncome/pay', { rows, paidOn }).then(
      (r) => r.data,
    ),
  summary: (period: Period) =>
    post<{ org: { id: number; name: string }; rows: FeeSummaryRow[] }>('/api/feeIncome/summary', period).then(
      (r) => r.data,
    ),
  exportSummary: (period: Period) => downloadPosted('/api/feeIncome/summaryExport', period, 'fee-summary.xlsx'),
  warnings: (orgId: number | null, month: string) =>
    post<{ threshold: number; lapseMonths: number; records: FeeWarning[] }>('/api/feeIncome/warnings', {
      orgId,
      month,
    }).then((r) => r.data),
  ledger: (orgId: number | null, year: number) =>
    post<{ remitShare: string; records: LedgerRow[] }>('/api/feeExpense/ledger', { orgId, year }).then((r) => r.data),
  mine: (year?: number) =>
    post<{ records: OwnFeeRow[]; due: string; paid: string; unpaidMonths: number }>('/api/feeIncome/mine', {
      year,
    }).then((r) => r.data),
  rules: () =>
    post<DuesRules & { backPayMonths: number; remitShare: string; warnUnpaidMonths: number }>(
      '/api/feeIncome/rules',
    ).then((r) => r.data),
  importBases: (file: File) => importSheet('/api/feeIncome/importBases', file),
  baseTemplate: () => downloadPosted('/api/feeIncome/baseTemplate', {}, 'fee-base-template.xlsx'),
};
