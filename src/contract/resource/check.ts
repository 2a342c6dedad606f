import { idBirthDate, isIdNumber, isPhone } from '../validators';
import type { FieldDef } from './types';

/** The database's integer range. */
const INT_LIMIT = 2_147_483_647;

/** Empty means "no value": null, undefined, a blank string or an empty list. */
export function isEmpty(v: unknown): boolean {
  return (
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
  );
}

/** Longest list of ids an 'orgs' or 'refs' field takes. */
export const MAX_IDS = 2000;
/** Largest structured value of a 'json' field, in characters of JSON. */
export const MAX_JSON_CHARS = 200_000;

const MONEY = /^-?\d{1,10}(\.\d{1,2})?$/;
const isId = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= INT_LIMIT;

/** A money value as the wire carries it: a decimal string with two places ('43.30'), or null if it is not one. */
export function moneyText(v: unknown): string | null {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' ? v.trim() : '';
  if (!MONEY.test(text)) return null;
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const sign = text.startsWith('-') && /[1-9]/.test(whole + frac) ? '-' : '';
  return `${sign}${String(Number(whole))}.${frac.padEnd(2, '0')}`;
}

/** Money as integer fen, for exact sums and comparisons. */
export const fenOf = (money: string): number => {
  const text = moneyText(money);
  if (text === null) return NaN;
  const neg = text.startsWith('-');
  const [whole, frac] = text.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number(frac);
  return neg ? -fen : fen;
};

/** Integer fen back to the wire's decimal string. */
export const moneyOfFen = (fen: number): string => {
  const neg = fen < 0;
  const abs = Math.abs(Math.round(fen));
  return `${neg ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

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
      if (field.excludeValues?.includes(value)) return `${name}的取值无效`;
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
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT_LIMIT
        ? null
        : `请选择${name}`;
    case 'bool':
      return typeof value === 'boolean' ? null : `${name}应为是或否`;
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        idBirthDate(`000000${value.replace(/-/g, '')}0000`) !== ''
        ? null
        : `${name}应为有效日期（YYYY-MM-DD）`;
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? null : `${name}应为有效时间`;
    case 'idNumber':
      return typeof value === 'string' && isIdNumber(value) ? null : `${name}不是有效的身份证号码`;
    case 'money': {
      const text = moneyText(value);
      if (text === null) return `${name}应为金额（最多两位小数）`;
      if (field.min !== undefined && fenOf(text) < field.min * 100) return `${name}不能小于${field.min}`;
      if (field.max !== undefined && fenOf(text) > field.max * 100) return `${name}不能大于${field.max}`;
      return null;
    }
    case 'month':
      return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? null : `${name}应为年月（YYYY-MM）`;
    case 'orgs':
    case 'refs': {
      if (!Array.isArray(value) || !value.every(isId)) return `请选择${name}`;
      if (value.length > (field.max ?? MAX_IDS)) return `${name}最多选择${field.max ?? MAX_IDS}项`;
      if (new Set(value).size !== value.length) return `${name}有重复项`;
      return null;
    }
    case 'dicts':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 50))
        return `${name}的取值无效`;
      return new Set(value).size === value.length ? null : `${name}有重复项`;
    case 'json': {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return `${name}格式无效`;
      }
      return text.length > (field.max ?? MAX_JSON_CHARS) ? `${name}内容过长` : null;
    }
    case 'html': {
      if (typeof value !== 'string') return `${name}应为文本`;
      const max = field.max ?? 200_000;
      return value.length > max ? `${name}不能超过${max}个字符` : null;
    }
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
