import { z } from 'zod';
import type { Message } from '../messages/message';
import type { DuesRules } from '../resource/fee-dues';
import { PRIVILEGES } from '../privileges';
import { screen, SIGNED_IN } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import { rowId, rowVersion } from './ids';

export const FEE_SCREEN = '/feeManagement/feeIncome';
export const LEDGER_SCREEN = '/feeManagement/feePay';

export const monthSchema = z.string().regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, 'request.problem.month');
const yearSchema = z.coerce.number().int().min(2000).max(2100);
export const periodSchema = z.object({ orgId: rowId.nullish(), year: yearSchema, month: monthSchema.nullish() });

export interface FeeSummaryRow {
  orgId: number;
  orgName: string;
  /** The organisation itself (the total) rather than one of its children. */
  self: boolean;
  /** It has organisations below it to drill into. */
  childCount: number;
  members: number;
  rows: number;
  unpaidRows: number;
  due: string;
  paid: string;
  /** paid / due, to four places; null when nothing was due. */
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
  salaryBase: string | null;
  ratio: number | null;
  due: string | null;
  paid: string | null;
  paidOn: string | null;
  status: string;
}

/** The configured brackets and limits, so that the form computes the same amount due as the server. */
export type FeeRules = DuesRules & { backPayMonths: number; remitShare: string; warnUnpaidMonths: number };

/** What an import answers: how many rows it took (a refusal names every bad row in `data.rows` of a 400). */
export interface ImportAnswer {
  imported: number;
}

/** One row of a spreadsheet that an import refused, and why (`data.rows` of the 400), worded for the caller. */
export interface ImportRefusal {
  row: number;
  field: string;
  message: string;
}

export const feeGenerate = declareCall({
  url: '/api/feeIncome/generate',
  payload: z.object({ orgId: rowId, month: monthSchema }),
  answer: answer<{ created: number }>(),
  access: screen(FEE_SCREEN, PRIVILEGES.feeWrite),
  write: { action: 'generate', resource: 'feeIncome' },
});

export const feePay = declareCall({
  url: '/api/feeIncome/pay',
  payload: z.object({
    rows: z
      .array(z.object({ id: rowId, version: rowVersion }))
      .min(1, 'fees.chooseRows')
      .max(500),
    paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'request.problem.day'),
    proxyMemberId: rowId.nullish(),
  }),
  answer: answer<{ paid: number; skipped: number; warnings: Message[] }>(),
  access: screen(FEE_SCREEN, PRIVILEGES.feeWrite),
  write: { action: 'pay', resource: 'feeIncome' },
});

export const feeSummary = declareCall({
  url: '/api/feeIncome/summary',
  payload: periodSchema,
  answer: answer<{ org: { id: number; name: string }; rows: FeeSummaryRow[] }>(),
  access: screen(FEE_SCREEN),
});

export const feeSummaryExport = declareCall({
  url: '/api/feeIncome/summaryExport',
  payload: periodSchema,
  answer: answer<FileAnswer>(),
  access: screen(FEE_SCREEN, PRIVILEGES.export),
  write: { action: 'export', resource: 'feeIncome' },
  refreshesNothing: true,
});

export const feeWarnings = declareCall({
  url: '/api/feeIncome/warnings',
  payload: z.object({ orgId: rowId.nullish(), month: monthSchema }),
  answer: answer<{ threshold: number; lapseMonths: number; records: FeeWarning[] }>(),
  access: screen(FEE_SCREEN),
});

export const feeLedger = declareCall({
  url: '/api/feeExpense/ledger',
  payload: z.object({ orgId: rowId.nullish(), year: yearSchema }),
  answer: answer<{ remitShare: string; records: LedgerRow[] }>(),
  access: screen(LEDGER_SCREEN),
  provides: ['feeIncome'],
});

export const feeMine = declareCall({
  url: '/api/feeIncome/mine',
  payload: z.object({ year: yearSchema.nullish() }),
  answer: answer<{ records: OwnFeeRow[]; due: string; paid: string; unpaidMonths: number }>(),
  access: SIGNED_IN,
});

export const feeRules = declareCall({
  url: '/api/feeIncome/rules',
  answer: answer<FeeRules>(),
  access: screen(FEE_SCREEN),
  provides: ['feeRule'],
});

export const feeBaseTemplate = declareCall({
  url: '/api/feeIncome/baseTemplate',
  answer: answer<FileAnswer>(),
  access: screen(FEE_SCREEN, PRIVILEGES.feeWrite),
});

/** Salary bases by Excel (multipart): all rows or none. */
export const feeImportBases = declareCall({
  url: '/api/feeIncome/importBases',
  answer: answer<ImportAnswer>(),
  access: screen(FEE_SCREEN, PRIVILEGES.feeWrite),
  write: { action: 'import', resource: 'feeIncome' },
});
