import type { FastifyRequest } from 'fastify';
import type { Worksheet } from 'exceljs';
import type { FieldDef } from '../../../src/contract/resource/types';
import { AppError, badRequest, type Said } from '../../lib/errors';
import { say } from '../../../src/contract/messages/message';

/** One row of a spreadsheet that an import refused, and why. */
export interface Refusal {
  row: number;
  field: string;
  message: Said;
}

/** A column of an import sheet: the field it fills and its header (the field's Chinese label unless named). */
export interface ImportColumn {
  name: string;
  header: string;
  required?: boolean;
}

/** The largest spreadsheet an import takes. */
export const MAX_SHEET_BYTES = 5 * 1024 * 1024;

export const columnsOfFields = (fields: FieldDef[]): ImportColumn[] =>
  fields.map((f) => ({ name: f.name, header: f.label.zh, required: f.required }));

/** The first sheet of the uploaded .xlsx, within the size and row limits; a clear 400 (or 413) otherwise. */
export async function uploadedSheet(
  req: FastifyRequest,
  limits: { maxBytes: number; maxRows: number },
): Promise<{ ws: Worksheet; fileName: string }> {
  if (!req.isMultipart()) throw badRequest(say('import.xlsxOnly'), 'file');
  const part = await req.file({ limits: { fileSize: limits.maxBytes, files: 1 } });
  if (!part) throw badRequest(say('file.none'), 'file');
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, say('file.tooLarge', { mb: Math.round(limits.maxBytes / 1024 / 1024) }));
  });
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
  return { ws, fileName: part.filename };
}

/** Where each column sits in the header row (a trailing * marks a required one); a missing required column is a 400. */
export function headerColumns(ws: Worksheet, columns: ImportColumn[]): Map<string, number> {
  const header = (ws.getRow(1).values as unknown[]).map((v) =>
    String(v ?? '')
      .replace(/\*$/, '')
      .trim(),
  );
  const colOf = new Map(columns.map((c) => [c.name, header.indexOf(c.header)]));
  const missing = columns.filter((c) => c.required && (colOf.get(c.name) ?? -1) < 0);
  if (missing.length)
    throw badRequest(say('import.missingHeaders', { headers: missing.map((c) => c.header).join('、') }), 'file');
  return colOf;
}

/** A cell as the text or value the checks expect: Excel dates become 'YYYY-MM-DD'. */
export function cellValue(field: Pick<FieldDef, 'kind'>, raw: unknown): unknown {
  let v = raw;
  if (v && typeof v === 'object' && 'text' in (v as object)) v = (v as { text: unknown }).text;
  if (v && typeof v === 'object' && 'result' in (v as object)) v = (v as { result: unknown }).result;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v === null || v === undefined || v === '') return null;
  if (field.kind === 'bool') return ['是', 'true', '1', 'TRUE', 'Y'].includes(String(v).trim());
  if (field.kind === 'date' && typeof v === 'string')
    return v
      .trim()
      .replace(/[./]/g, '-')
      .replace(/-(\d)(?=-|$)/g, '-0$1');
  if (field.kind === 'int' && typeof v === 'string' && /^\s*-?\d+\s*$/.test(v)) return Number(v);
  return typeof v === 'number' && field.kind !== 'int' ? String(v) : typeof v === 'string' ? v.trim() : v;
}

/** A dictionary value written as its label or its code: the code, or null when neither matches. */
export function dictCode(
  codes: { dict: string; value: string; label: string }[],
  dict: string,
  written: string,
): string | null {
  return codes.find((c) => c.dict === dict && (c.label === written || c.value === written))?.value ?? null;
}

/** All or nothing: any refused row and nothing is imported; the answer lists every refusal by row. */
export function throwIfRefused(refusals: Refusal[]): void {
  if (!refusals.length) return;
  refusals.sort((a, b) => a.row - b.row);
  throw badRequest(say('import.refused', { rows: new Set(refusals.map((r) => r.row)).size }), 'file', {
    rows: refusals,
  });
}

/** An import template: the headers (required ones starred) and one example row. */
export async function templateXlsx(
  sheet: string,
  columns: ImportColumn[],
  example: Record<string, unknown>,
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header + (c.required ? '*' : ''), key: c.name, width: 16 }));
  ws.addRow(example);
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
