import { idBirthDate, isIdNumber, isPhone } from '../validators';
import type { FieldDef } from './types';

/** The database's integer range. */
const INT_LIMIT = 2_147_483_647;

/** Empty means "no value": null, undefined or a blank string. */
export function isEmpty(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
}

/**
 * The one check of a field value, used by the SPA form and by the server: answers the message a
 * user reads, or null. The server also checks what needs the database (dictionary values, scope).
 */
export function checkField(field: FieldDef, value: unknown): string | null {
  const name = field.label.zh;
  if (isEmpty(value)) return field.required ? `请填写${name}` : null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'dict': {
      if (typeof value !== 'string') return `${name}应为文本`;
      const max = field.max ?? (field.kind === 'dict' ? 50 : 100);
      if (value.length > max) return `${name}不能超过${max}个字符`;
      if (field.pattern && !new RegExp(field.pattern.source).test(value)) return field.pattern.message;
      return null;
    }
    case 'int':
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `${name}应为数字`;
      if (field.kind === 'int' && !Number.isInteger(value)) return `${name}应为整数`;
      if (Math.abs(value) > INT_LIMIT) return `${name}超出允许范围`;
      if (field.min !== undefined && value < field.min) return `${name}不能小于${field.min}`;
      if (field.max !== undefined && value > field.max) return `${name}不能大于${field.max}`;
      return null;
    }
    case 'org':
    case 'ref':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT_LIMIT ? null : `请选择${name}`;
    case 'bool':
      return typeof value === 'boolean' ? null : `${name}应为是或否`;
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && idBirthDate(`000000${value.replace(/-/g, '')}0000`) !== ''
        ? null
        : `${name}应为有效日期（YYYY-MM-DD）`;
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : `${name}应为有效时间`;
    case 'idNumber':
      return typeof value === 'string' && isIdNumber(value) ? null : `${name}不是有效的身份证号码`;
    case 'phone':
      return typeof value === 'string' && isPhone(value) ? null : `${name}不是有效的手机号码`;
  }
}

/** Every field's problem in a record, keyed by field name. */
export function checkRecord(fields: FieldDef[], record: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    if (field.derived) continue;
    const problem = checkField(field, record[field.name]);
    if (problem) out[field.name] = problem;
  }
  return out;
}
