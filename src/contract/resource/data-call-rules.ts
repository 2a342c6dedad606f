import { say, type Message } from '../messages/say';
import { checkField, isEmpty } from './check';
import type { FieldDef } from './types';

/** What a column of a data call's form holds. */
export const COLUMN_KINDS = ['text', 'number', 'date', 'dict'] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** One column of a data call's form, as the sender defines it. */
export interface DataCallColumn {
  /** Stable key of the column in every reply's rows ('c1', 'c2' ...). */
  key: string;
  label: string;
  kind: ColumnKind;
  /** The dictionary whose codes a 'dict' column takes. */
  dict?: string | null;
  required?: boolean;
}

/** One row of a reply: a value per column key (numbers as numbers, dates as 'YYYY-MM-DD', codes as text). */
export type DataCallRow = Record<string, string | number | null>;

/** One refused row of a reply, and why: on screen (the row's number from 1) or in a sheet (its row). */
export interface RowRefusal {
  row: number;
  field: Message;
  message: Message;
}

export const MAX_COLUMNS = 30;
export const MAX_REPLY_ROWS = 500;
const MAX_TEXT = 500;
const KEY = /^[a-zA-Z][a-zA-Z0-9_]{0,29}$/;

/** The column's label in every language: what the sender typed is the same word for every reader. */
export const columnLabels = (c: Pick<DataCallColumn, 'label'>) => ({ zh: c.label, en: c.label, es: c.label });

/** The column as a field, so that a cell gets the same check (and message) as any field of its kind. */
export function columnField(c: DataCallColumn): FieldDef {
  const base = { name: c.key, label: columnLabels(c), required: c.required === true };
  if (c.kind === 'number') return { ...base, kind: 'decimal' };
  if (c.kind === 'date') return { ...base, kind: 'date' };
  if (c.kind === 'dict') return { ...base, kind: 'dict', dict: c.dict ?? undefined };
  return { ...base, kind: 'text', max: MAX_TEXT };
}

/** What is wrong with a form's columns, or null: named, of a known kind, a dictionary where one is needed. */
export function columnsProblem(columns: unknown): Message | null {
  if (!Array.isArray(columns) || columns.length === 0) return say('dataCall.noColumns');
  if (columns.length > MAX_COLUMNS) return say('dataCall.tooManyColumns', { max: MAX_COLUMNS });
  const keys = new Set<string>();
  const labels = new Set<string>();
  for (const [i, raw] of columns.entries()) {
    const c = (raw ?? {}) as Partial<DataCallColumn>;
    const label = typeof c.label === 'string' ? c.label.trim() : '';
    if (!label || label.length > 50 || typeof c.key !== 'string' || !KEY.test(c.key) || keys.has(c.key))
      return say('dataCall.columnLabel', { n: i + 1 });
    if (!COLUMN_KINDS.includes(c.kind as ColumnKind)) return say('dataCall.columnKind', { column: label });
    if (c.kind === 'dict' && (typeof c.dict !== 'string' || !c.dict.trim()))
      return say('dataCall.columnDict', { column: label });
    if (labels.has(label)) return say('dataCall.sameLabel', { column: label });
    keys.add(c.key);
    labels.add(label);
  }
  return null;
}

/** The columns as stored: only what a column is, labels trimmed. */
export const cleanColumns = (columns: DataCallColumn[]): DataCallColumn[] =>
  columns.map((c) => ({
    key: c.key,
    label: c.label.trim(),
    kind: c.kind,
    ...(c.kind === 'dict' ? { dict: c.dict } : {}),
    required: c.required === true,
  }));

/** A cell as the rows keep it: numbers as numbers where they read as one, text trimmed, empty as null. */
export function cellOf(c: DataCallColumn, raw: unknown): string | number | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  if (c.kind === 'number') {
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim().replace(/,/g, ''));
    return Number.isFinite(n) && String(raw).trim() !== '' ? n : String(raw);
  }
  return typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : JSON.stringify(raw);
}

/**
 * The refusals of a reply's rows against its form (each cell checked as a field of its kind; the count
 * of rows as the form says); `rowNumber` says how a row is numbered to its reader (a sheet's starts at 2).
 * Dictionary codes are checked by the server, which knows the dictionaries.
 */
export function rowRefusals(
  columns: DataCallColumn[],
  rows: DataCallRow[],
  rowNumber: (index: number) => number = (i) => i + 1,
): RowRefusal[] {
  const out: RowRefusal[] = [];
  rows.forEach((row, i) => {
    for (const c of columns) {
      const field = columnField(c);
      const problem = checkField(field, row[c.key] ?? null);
      if (problem)
        out.push({ row: rowNumber(i), field: say('import.column', { column: field.label }), message: problem });
    }
  });
  return out;
}

/** Whether the count of rows fits the form: exactly one for 'one', at most the limit for 'many'. */
export function rowCountProblem(rowMode: string, count: number): Message | null {
  if (count > MAX_REPLY_ROWS) return say('dataCall.tooManyRows', { max: MAX_REPLY_ROWS });
  if (rowMode === 'one' && count !== 1) return say('dataCall.oneRow');
  return null;
}

/** A row with nothing in any column: left out of what is kept (a sheet's trailing blank lines). */
export const isBlankRow = (columns: DataCallColumn[], row: DataCallRow): boolean =>
  columns.every((c) => isEmpty(row[c.key]));
