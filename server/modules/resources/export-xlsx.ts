import type { EntityDef, FieldDef } from '../../../src/contract/resource/types';
import type { Language } from '../../../src/contract/constants';
import { say, wordIn } from '../../../src/contract/messages/message';

export type DictLookup = (dict: string, value: string) => string;

/** The fields an export writes: every one a form shows, but structured and rich text. */
export const exportFields = (def: EntityDef) =>
  def.fields.filter((f) => !f.hiddenInForm && f.kind !== 'json' && f.kind !== 'html');

/** The sheet's columns: headed in the caller's language, about as wide as their heading. */
export const exportColumns = (fields: FieldDef[], language: Language) =>
  fields.map((f) => ({
    header: f.label[language],
    key: f.name,
    width: Math.max(10, f.label[language].length * (language === 'zh' ? 2 : 1) + 4),
  }));

/** One record as a sheet row: dictionary labels and organisation names in place of codes. */
export function sheetRow(
  fields: FieldDef[],
  r: Record<string, unknown>,
  label: DictLookup,
  language: Language,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of fields) {
    const v = r[f.name];
    if (v === null || v === undefined) row[f.name] = '';
    else if (f.kind === 'dict') row[f.name] = label(f.dict!, String(v));
    else if (f.kind === 'org' || f.kind === 'ref') row[f.name] = r[`${f.name}Name`] ?? v;
    else if (f.kind === 'bool') row[f.name] = wordIn(say(v ? 'record.yes' : 'record.no'), language);
    else if (f.kind === 'orgs' || f.kind === 'refs')
      row[f.name] = ((r[`${f.name}Names`] as string[] | undefined) ?? (v as number[])).join('、');
    else if (f.kind === 'money') row[f.name] = Number(v);
    else if (f.kind === 'dicts') row[f.name] = (v as string[]).map((x) => label(f.dict!, x)).join('、');
    else row[f.name] = v;
  }
  return row;
}

/**
 * The records as a sheet: one column per non-hidden field headed in the caller's language, dictionary
 * labels and organisation names in place of codes.
 */
export async function recordsToXlsx(
  def: EntityDef,
  records: Record<string, unknown>[],
  label: DictLookup,
  language: Language,
): Promise<Buffer> {
  // Loaded on first use: exceljs is large, and most server starts never export.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'party-affairs';
  const ws = wb.addWorksheet(def.label[language]);
  const fields = exportFields(def);
  ws.columns = exportColumns(fields, language);
  for (const r of records) ws.addRow(sheetRow(fields, r, label, language));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** RFC 6266 header for a UTF-8 file name, with an ASCII fallback. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A sheet of any rows (a summary): one column per key, money as numbers so that the sheet can sum them. */
export async function tableToXlsx(
  sheet: string,
  columns: { key: string; header: string; money?: boolean }[],
  rows: Record<string, unknown>[],
): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(12, c.header.length * 2 + 4) }));
  for (const r of rows)
    ws.addRow(
      Object.fromEntries(
        columns.map((c) => [c.key, c.money && r[c.key] != null ? Number(r[c.key]) : (r[c.key] ?? '')]),
      ),
    );
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
/** A sheet of plain rows: [key, header] columns, values written as they are. */
export interface PlainSheet {
  name: string;
  columns: [string, string][];
  rows: Record<string, unknown>[];
}

/** Figures that are not one entity's records (progress, results) as a workbook, one sheet each. */
export async function sheetsToXlsx(sheets: PlainSheet[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'party-affairs';
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name);
    ws.columns = s.columns.map(([key, header]) => ({ header, key, width: Math.max(10, header.length * 2 + 4) }));
    for (const r of s.rows) ws.addRow(Object.fromEntries(s.columns.map(([key]) => [key, r[key] ?? ''])));
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Sends a workbook as a download (not encrypted, never cached). */
export function sendXlsx(
  reply: { code(n: number): unknown; header(k: string, v: string): unknown; send(b: Buffer): unknown },
  fileName: string,
  xlsx: Buffer,
): void {
  reply.code(200);
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('content-disposition', attachmentHeader(fileName));
  reply.header('cache-control', 'no-store');
  reply.send(xlsx);
}

/** A reporting form: a title, the lines under it (organisation, date, units), a table and the lines to sign. */
export interface PrintableForm {
  name: string;
  title: string;
  heading: string[];
  columns: { header: string; width: number }[];
  /** Rows of the table; a heading row (a group's total) is printed bold. */
  rows: { cells: (string | number)[]; heading?: boolean }[];
  footer: string[];
}

/**
 * Forms as one workbook, a sheet each, laid out to print on A4 portrait: bordered table, the header row
 * repeated on every page, fitted to the page's width.
 */
export async function formsToXlsx(forms: PrintableForm[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'party-affairs';
  const thin = { style: 'thin' as const };
  const border = { top: thin, left: thin, bottom: thin, right: thin };
  for (const form of forms) {
    const ws = wb.addWorksheet(form.name, {
      pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    });
    const span = form.columns.length;
    ws.columns = form.columns.map((c) => ({ width: c.width }));
    const title = ws.addRow([form.title]);
    ws.mergeCells(title.number, 1, title.number, span);
    title.font = { bold: true, size: 16 };
    title.alignment = { horizontal: 'center' };
    for (const line of form.heading) ws.mergeCells(ws.addRow([line]).number, 1, ws.lastRow!.number, span);
    const header = ws.addRow(form.columns.map((c) => c.header));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.border = border;
      cell.alignment = { horizontal: 'center' };
    });
    for (const r of form.rows) {
      const row = ws.addRow(r.cells);
      if (r.heading) row.font = { bold: true };
      for (let i = 1; i <= span; i++) row.getCell(i).border = border;
    }
    ws.pageSetup.printTitlesRow = `${header.number}:${header.number}`;
    ws.addRow([]);
    for (const line of form.footer) ws.mergeCells(ws.addRow([line]).number, 1, ws.lastRow!.number, span);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
