import type { Worksheet } from 'exceljs';
import type { Language } from '../../../src/contract/constants';
import { columnLabels, type DataCallColumn, type DataCallRow } from '../../../src/contract/resource/data-call-rules';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { dictionaryItems } from '../../lib/kept-tables';
import type { Row } from '../resources/binding';
import { cellValue, dictCode, headerColumns, seededLabel } from '../resources/xlsx-import';
import { say, wordingIn } from '../../../src/contract/messages/message';
import { columnsOfReply } from './reply-rows';

/** The hidden sheet that says which data call a template belongs to. */
const FORM_SHEET = 'form';
const formMark = (dataCallId: unknown) => `dataCall:${String(dataCallId)}`;

/** A dictionary code as a reader of the language sees it: the label kept in the dictionary, or its seeded words. */
export async function dictLabeller(db: Db, language: Language) {
  const dictionary = await dictionaryItems(db);
  return (dict: string, value: string) => {
    const item = dictionary.item(dict, value);
    if (!item) return value;
    return language === 'zh' ? item.label : seededLabel(dict, value, language);
  };
}

/** A cell of a row as a sheet shows it: numbers as numbers, codes as their labels. */
export function sheetCell(c: DataCallColumn, v: unknown, label: (dict: string, value: string) => string) {
  if (v === null || v === undefined) return null;
  if (c.kind === 'number') return typeof v === 'number' ? v : Number(v);
  if (c.kind === 'dict') return label(String(c.dict), String(v));
  return String(v);
}

/** The reply's template: the form's columns (required ones starred), the rows kept so far, the form's mark. */
export async function replyTemplate(db: Db, row: Row, language: Language): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const columns = columnsOfReply(row);
  const label = await dictLabeller(db, language);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(wordingIn(language)('dataCall.templateSheet'));
  ws.columns = columns.map((c) => ({
    header: c.label + (c.required ? '*' : ''),
    key: c.key,
    width: Math.max(12, c.label.length * 2 + 4),
  }));
  for (const r of (row.rows as DataCallRow[] | null) ?? [])
    ws.addRow(Object.fromEntries(columns.map((c) => [c.key, sheetCell(c, r[c.key], label)])));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  const mark = wb.addWorksheet(FORM_SHEET, { state: 'hidden' });
  mark.getCell('A1').value = formMark(row.dataCallId);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * The rows of an uploaded template, by sheet row, its cells as the checks expect them (dates as
 * 'YYYY-MM-DD', a dictionary's label as its code). The sheet of another data call, or one that holds
 * none of this form's columns, is refused as such.
 */
export async function sheetRows(db: Db, ws: Worksheet, row: Row): Promise<{ n: number; cells: DataCallRow }[]> {
  const columns = columnsOfReply(row);
  const mark = ws.workbook.getWorksheet(FORM_SHEET)?.getCell('A1').value;
  if (mark !== null && mark !== undefined && String(mark) !== formMark(row.dataCallId))
    throw badRequest(say('dataCall.notThisForm'), 'file');
  const importColumns = columns.map((c) => ({ name: c.key, header: columnLabels(c), required: c.required }));
  const header = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(/\*$/, ''));
  if (!columns.some((c) => header.includes(c.label))) throw badRequest(say('dataCall.notThisForm'), 'file');
  const colOf = headerColumns(ws, importColumns);
  const codes = [...(await dictionaryItems(db)).all()].map((i) => ({ dict: i.dict, value: i.value, label: i.label }));
  const out: { n: number; cells: DataCallRow }[] = [];
  ws.eachRow((sheetRow, n) => {
    if (n === 1) return;
    const cells: DataCallRow = {};
    for (const c of columns) {
      const col = colOf.get(c.key) ?? -1;
      const raw = col >= 0 ? sheetRow.getCell(col).value : null;
      const v = cellValue({ kind: c.kind === 'number' ? 'decimal' : c.kind === 'date' ? 'date' : 'text' }, raw);
      cells[c.key] =
        c.kind === 'dict' && typeof v === 'string' ? (dictCode(codes, String(c.dict), v) ?? v) : (v as string | null);
    }
    out.push({ n, cells });
  });
  return out;
}
