import { memberEntity } from '../../../src/contract/resource/index';
import type { FieldDef } from '../../../src/contract/resource/types';

/** The member fields a clerk fills in a spreadsheet, in the template's column order. */
export const IMPORT_FIELDS: FieldDef[] = memberEntity.fields.filter((f) => !f.derived);

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
