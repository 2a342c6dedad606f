import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Worksheet } from 'exceljs';
import type { FieldDef } from '../../src/contract/resource/types';
import { AppError, badRequest } from './errors';

const MAX_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One row of a spreadsheet that an import refused, and why. */
export interface Refusal {
  row: number;
  field: string;
  message: string;
}

/** The first sheet of the one uploaded .xlsx, refused with a clear 400 when it is missing, unreadable, empty or too long. */
export async function readUploadedSheet(req: FastifyRequest, maxRows: number): Promise<{ ws: Worksheet; fileName: string }> {
  if (!req.isMultipart()) throw badRequest('请上传 Excel 文件（.xlsx）', 'file');
  const part = await req.file({ limits: { fileSize: MAX_BYTES, files: 1 } });
  if (!part) throw badRequest('没有收到文件', 'file');
  const data = await part.toBuffer().catch(() => {
    throw new AppError(413, '文件不能超过5MB');
  });
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('无法读取该文件，请使用导入模板（.xlsx）', 'file');
  }
  const ws = wb.worksheets[0];
  if (!ws || ws.rowCount < 2) throw badRequest('表格中没有数据', 'file');
  if (ws.rowCount - 1 > maxRows) throw badRequest(`一次最多导入${maxRows}行`, 'file');
  return { ws, fileName: part.filename };
}

/** Column number of each field by its Chinese label in the header row (-1: absent); a required one missing is a 400. */
export function columnsByLabel(ws: Worksheet, fields: FieldDef[]): Map<string, number> {
  const header = (ws.getRow(1).values as unknown[]).map((v) => String(v ?? '').replace(/\*$/, '').trim());
  const colOf = new Map(fields.map((f) => [f.name, header.indexOf(f.label.zh)]));
  const missing = fields.filter((f) => f.required && (colOf.get(f.name) ?? -1) < 0);
  if (missing.length) throw badRequest(`表头缺少：${missing.map((f) => f.label.zh).join('、')}`, 'file');
  return colOf;
}

/** Nothing is imported when any row is wrong: the answer lists every refused row. */
export function refuseIfAny(refusals: Refusal[]): void {
  if (!refusals.length) return;
  refusals.sort((a, b) => a.row - b.row);
  throw badRequest(`有${new Set(refusals.map((r) => r.row)).size}行数据有误，未导入任何数据`, 'file', { rows: refusals });
}

/** A cell as the text or value the checks expect: Excel dates become 'YYYY-MM-DD'. */
export function cellValue(field: FieldDef, raw: unknown): unknown {
  let v = raw;
  if (v && typeof v === 'object' && 'text' in (v as object)) v = (v as { text: unknown }).text;
  if (v && typeof v === 'object' && 'result' in (v as object)) v = (v as { result: unknown }).result;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (v === null || v === undefined || v === '') return null;
  if (field.kind === 'bool') return ['是', 'true', '1', 'TRUE', 'Y'].includes(String(v).trim());
  if (field.kind === 'date' && typeof v === 'string') return v.trim().replace(/[./]/g, '-').replace(/-(\d)(?=-|$)/g, '-0$1');
  return typeof v === 'number' && field.kind !== 'int' ? String(v) : typeof v === 'string' ? v.trim() : v;
}

/** An import template: one bold header row of the fields' labels (required ones starred) and an example row. */
export async function sendTemplate(reply: FastifyReply, sheet: string, fields: FieldDef[], example: Record<string, unknown>, fileName: string, attachment: (n: string) => string) {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet);
  ws.columns = fields.map((f) => ({ header: f.label.zh + (f.required ? '*' : ''), key: f.name, width: 16 }));
  ws.addRow(example);
  ws.getRow(1).font = { bold: true };
  reply.header('content-type', XLSX).header('content-disposition', attachment(fileName)).send(Buffer.from(await wb.xlsx.writeBuffer()));
}
