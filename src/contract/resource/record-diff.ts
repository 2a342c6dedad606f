import { maskMiddle } from '../validators';

/** One field of a logged write: what it held before and after (null when absent). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Row stamps change on every write and tell the reader nothing; the id is the log entry's record already. */
const STAMPS = new Set(['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields a logged write changed, in the order they appear: a creation lists what it set, a deletion
 * what was removed. Values masked by `mask` (ID numbers, phones) are masked after comparing, so a change
 * of digits hidden by the mask still shows as a change.
 */
export function recordDiff(
  before: unknown,
  after: unknown,
  mask: Record<string, { keepStart: number; keepEnd: number }> = {},
): FieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((n) => !STAMPS.has(n));
  // Personal data comes logged as { masked, ref } (the ref tells changes apart): the masked text shows.
  const hide = (name: string, v: unknown) =>
    isRecord(v) && typeof v.masked === 'string'
      ? v.masked
      : mask[name] && typeof v === 'string'
        ? maskMiddle(v, mask[name].keepStart, mask[name].keepEnd)
        : (v ?? null);
  return names.filter((n) => !same(b[n], a[n])).map((n) => ({ field: n, before: hide(n, b[n]), after: hide(n, a[n]) }));
}
