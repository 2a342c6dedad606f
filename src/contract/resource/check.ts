import { idBirthDate, isIdNumber, isPhone } from '../validators';
import { say, type Message } from '../messages/say';
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
 * user reads (worded in the reader's language where it is shown), or null. The server also checks
 * what needs the database (dictionary values, scope).
 */
export function checkField(field: FieldDef, value: unknown): Message | null {
  const name = field.label;
  if (isEmpty(value)) return field.required ? say('field.required', { field: name }) : null;
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'dict': {
      if (typeof value !== 'string') return say('field.text', { field: name });
      const max = field.max ?? (field.kind === 'dict' ? 50 : 100);
      if (value.length > max) return say('field.tooLong', { field: name, max });
      if (field.pattern && !new RegExp(field.pattern.source).test(value))
        return say(field.pattern.message, { field: name });
      if (field.excludeValues?.includes(value)) return say('field.invalidValue', { field: name });
      return null;
    }
    case 'int':
    case 'decimal': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return say('field.number', { field: name });
      if (field.kind === 'int' && !Number.isInteger(value)) return say('field.integer', { field: name });
      if (Math.abs(value) > INT_LIMIT) return say('field.outOfRange', { field: name });
      if (field.min !== undefined && value < field.min) return say('field.atLeast', { field: name, min: field.min });
      if (field.max !== undefined && value > field.max) return say('field.atMost', { field: name, max: field.max });
      return null;
    }
    case 'org':
    case 'ref':
      return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT_LIMIT
        ? null
        : say('field.choose', { field: name });
    case 'bool':
      return typeof value === 'boolean' ? null : say('field.yesOrNo', { field: name });
    case 'date':
      return typeof value === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(value) &&
        idBirthDate(`000000${value.replace(/-/g, '')}0000`) !== ''
        ? null
        : say('field.date', { field: name });
    case 'datetime':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value))
        ? null
        : say('field.datetime', { field: name });
    case 'idNumber':
      return typeof value === 'string' && isIdNumber(value) ? null : say('field.idNumber', { field: name });
    case 'money': {
      const text = moneyText(value);
      if (text === null) return say('field.money', { field: name });
      if (field.min !== undefined && fenOf(text) < field.min * 100)
        return say('field.atLeast', { field: name, min: field.min });
      if (field.max !== undefined && fenOf(text) > field.max * 100)
        return say('field.atMost', { field: name, max: field.max });
      return null;
    }
    case 'month':
      return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
        ? null
        : say('field.month', { field: name });
    case 'orgs':
    case 'refs': {
      if (!Array.isArray(value) || !value.every(isId)) return say('field.choose', { field: name });
      if (value.length > (field.max ?? MAX_IDS))
        return say('field.tooMany', { field: name, max: field.max ?? MAX_IDS });
      if (new Set(value).size !== value.length) return say('field.repeated', { field: name });
      return null;
    }
    case 'dicts':
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 50))
        return say('field.invalidValue', { field: name });
      return new Set(value).size === value.length ? null : say('field.repeated', { field: name });
    case 'json': {
      let text: string;
      try {
        text = JSON.stringify(value);
      } catch {
        return say('field.badFormat', { field: name });
      }
      return text.length > (field.max ?? MAX_JSON_CHARS) ? say('field.tooBig', { field: name }) : null;
    }
    case 'html': {
      if (typeof value !== 'string') return say('field.text', { field: name });
      const max = field.max ?? 200_000;
      return value.length > max ? say('field.tooLong', { field: name, max }) : null;
    }
    case 'phone':
      return typeof value === 'string' && isPhone(value) ? null : say('field.phone', { field: name });
  }
}

/** Every field's problem in a record, keyed by field name. */
export function checkRecord(fields: FieldDef[], record: Record<string, unknown>): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const field of fields) {
    if (field.derived) continue;
    const problem = checkField(field, record[field.name]);
    if (problem) out[field.name] = problem;
  }
  return out;
}
