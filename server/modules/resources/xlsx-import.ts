import type { FastifyRequest } from 'fastify';
import type { Worksheet } from 'exceljs';
import type { FieldDef, Labels } from '../../../src/contract/resource/types';
import { LANGUAGES, type Language } from '../../../src/contract/constants';
import { DICTIONARY_WORDS } from '../../../src/contract/dictionary-words';
import { AppError, badRequest, type Said } from '../../lib/errors';
import { inEveryLanguage, say, type Message } from '../../../src/contract/messages/message';

/** One row of a spreadsheet that an import refused, and why. */
export interface Refusal {
  row: number;
  /** The column, worded for the reader (`columnName`). */
  field: Said;
  message: Said;
}

/** A column of an import sheet: the field it fills and its header in each language (the field's label unless named). */
export interface ImportColumn {
  name: string;
  header: Labels;
  required?: boolean;
}

/** A label as a column heading, without its note in brackets ('难度（1-5）' heads the column '难度'). */
export const bareLabels = (l: Labels): Labels => ({
  zh: l.zh.replace(/（.*）/, ''),
  en: l.en.replace(/\s*\(.*\)/, ''),
  es: l.es.replace(/\s*\(.*\)/, ''),
});

/** A column's name as the reader of a refusal reads it. */
export const columnName = (header: Labels): Message => say('import.column', { column: header });

/** Where a language's words sit in a seeded dictionary item [value, zh, en, es]. */
const SEEDED_COLUMN: Record<Language, 1 | 2 | 3> = { zh: 1, en: 2, es: 3 };

/** A yes in a boolean column, in any of the three languages or as a machine writes it. */
const YES = new Set(
  [...Object.values(inEveryLanguage(say('record.yes'))), 'true', '1', 'y'].map((w) => w.toLowerCase()),
);

/** The largest spreadsheet an import takes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;

export const columnsOfFields = (fields: FieldDef[]): ImportColumn[] =>
  fields.map((f) => ({ name: f.name, header: f.label, required: f.required }));

/** The uploaded file's bytes and name, within the size limit; a clear 400 (or 413) otherwise. */
export async function uploadedFile(req: FastifyRequest, maxBytes: number): Promise<{ data: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw badRequest(say('import.xlsxOnly'), 'file');
  const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw badRequest(say('file.none'), 'file');
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, say('file.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }));
  });
  return { data, fileName: part.filename };
}

/** The first sheet of the uploaded .xlsx, within the size and row limits; a clear 400 (or 413) otherwise. */
export async function uploadedSheet(
  req: FastifyRequest,
  limits: { maxBytes: number; maxRows: number },
): Promise<{ ws: Worksheet; fileName: string }> {
  const { data, fileName } = await uploadedFile(req, limits.maxBytes);
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(say('import.unreadable'), 'file');
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 2) throw badRequest(say('import.noRows'), 'file');
  if (ws.rowCount - 1 > limits.maxRows) throw badRequest(say('import.tooManyRows', { max: limits.maxRows }), 'file');
  return { ws, fileName };
}

/**
 * Where each column sits in the header row (a trailing * marks a required one), its header written in
 * any of the three languages: a template downloaded in Chinese imports for an English reader too. A
 * missing required column is a 400.
 */
export function headerColumns(ws: Worksheet, columns: ImportColumn[]): Map<string, number> {
  return headerColumnsOf(ws.getRow(1).values as unknown[], columns);
}

/** `headerColumns` of a header row's values (1-based, as exceljs gives them). */
export function headerColumnsOf(values: unknown[], columns: ImportColumn[]): Map<string, number> {
  const header = Array.from(values, (v) =>
    String(v ?? '')
      .replace(/\*$/, '')
      .trim(),
  );
  const colOf = new Map(
    columns.map((c) => [c.name, header.findIndex((h) => h && LANGUAGES.some((l) => c.header[l] === h))]),
  );
  const missing = columns.filter((c) => c.required && (colOf.get(c.name) ?? -1) < 0);
  if (missing.length)
    throw badRequest(
      say('import.missingHeaders', {
        headers: {
          zh: missing.map((c) => c.header.zh).join('、'),
          en: missing.map((c) => c.header.en).join(', '),
          es: missing.map((c) => c.header.es).join(', '),
        },
      }),
      'file',
    );
  return colOf;
}

/** A cell as the text or value the checks expect: Excel dates become 'YYYY-MM-DD'. */
export function cellValue(field: Pick<FieldDef, 'kind'>, raw: unknown): unknown {
  let v = raw;
  if (v && typeof v === 'object' && 'text' in (v as object)) v = (v as { text: unknown }).text;
  if (v && typeof v === 'object' && 'result' in (v as object)) v = (v as { result: unknown }).result;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v === null || v === undefined || v === '') return null;
  if (field.kind === 'bool') return YES.has(String(v).trim().toLowerCase());
  if (field.kind === 'date' && typeof v === 'string')
    return v
      .trim()
      .replace(/[./]/g, '-')
      .replace(/-(\d)(?=-|$)/g, '-0$1');
  if (field.kind === 'int' && typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return typeof v === 'number' && field.kind !== 'int' ? String(v) : typeof v === 'string' ? v.trim() : v;
}

/**
 * A dictionary value written as its label, its code, or (while the label reads as seeded) the seeded
 * words of another language, as a template in that language shows it: the code, or null when none matches.
 */
export function dictCode(
  codes: { dict: string; value: string; label: string }[],
  dict: string,
  written: string,
): string | null {
  const seeded = (value: string, label: string) =>
    DICTIONARY_WORDS[dict]?.find(([v, zh]) => v === value && zh === label)?.slice(2) ?? [];
  return (
    codes.find(
      (c) =>
        c.dict === dict && (c.label === written || c.value === written || seeded(c.value, c.label).includes(written)),
    )?.value ?? null
  );
}

/** A seeded dictionary item's label in one language (a template's example value), or its code. */
export function seededLabel(dict: string, value: string, language: Language): string {
  const item = DICTIONARY_WORDS[dict]?.find(([v]) => v === value);
  return item ? item[SEEDED_COLUMN[language]] : value;
}

/** All or nothing: any refused row and nothing is imported; the answer lists every refusal by row. */
export function throwIfRefused(refusals: Refusal[]): void {
  if (!refusals.length) return;
  refusals.sort((a, b) => a.row - b.row);
  throw badRequest(say('import.refused', { rows: new Set(refusals.map((r) => r.row)).size }), 'file', {
    rows: refusals,
  });
}

/** An import template in the reader's language: the headers (required ones starred) and one example row. */
export async function templateXlsx(
  sheet: string,
  columns: ImportColumn[],
  example: Record<string, unknown>,
  language: Language,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({
    header: c.header[language] + (c.required ? '*' : ''),
    key: c.name,
    width: 16,
  }));
  ws.addRow(example);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
