import { and, eq, inArray, or } from 'drizzle-orm';
import { checkField, isEmpty, moneyText } from '../../../src/contract/resource/check';
import type { FieldDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { orgs, sysCodes } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { inScope, type SessionUser } from '../../lib/session-user';
import { sanitizeHtml } from '../../lib/html-sanitizer';

/** Blank text becomes null, an absent flag false; text is trimmed; numbers stored as text become numbers. */
function normalise(field: FieldDef, v: unknown): unknown {
  if (field.kind === 'orgs' || field.kind === 'refs' || field.kind === 'dicts') return v === null || v === undefined ? [] : v;
  if (isEmpty(v)) return field.kind === 'bool' ? field.default === true : null;
  if (field.kind === 'money') return moneyText(v) ?? v;
  if (field.kind === 'json') return v;
  if (field.kind === 'html') return typeof v === 'string' ? sanitizeHtml(v) : v;
  if (field.kind === 'datetime' && typeof v === 'string' && !Number.isNaN(Date.parse(v))) return new Date(v).toISOString();
  if ((field.kind === 'decimal' || field.kind === 'int') && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (typeof v === 'string' && field.kind !== 'textarea') return field.kind === 'idNumber' ? v.trim().toUpperCase() : v.trim();
  return v;
}

/**
 * The writable fields, normalised, and the problems the definition's checks find. On update a field
 * the input leaves out keeps its stored value.
 */
export function takeInput(fields: FieldDef[], input: Record<string, unknown>, before: Record<string, unknown> | null) {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.derived) continue;
    const raw = field.name in input || !before ? input[field.name] : before[field.name];
    const v = normalise(field, raw);
    const problem = checkField(field, v);
    if (problem) errors[field.name] = problem;
    values[field.name] = v;
  }
  return { values, errors };
}

/** Dictionary values must exist; an organisation chosen anew must lie in the caller's scope. */
export async function checkReferences(
  db: Db,
  user: SessionUser,
  fields: FieldDef[],
  values: Record<string, unknown>,
  errors: Record<string, string>,
  before: Record<string, unknown> | null,
) {
  const dictFields = fields.filter((f) => f.kind === 'dict' && !f.derived && typeof values[f.name] === 'string' && !errors[f.name]);
  if (dictFields.length) {
    const rows = await db
      .select({ dict: sysCodes.dict, value: sysCodes.value, enabled: sysCodes.enabled })
      .from(sysCodes)
      .where(or(...dictFields.map((f) => and(eq(sysCodes.dict, f.dict!), eq(sysCodes.value, values[f.name] as string)))));
    for (const f of dictFields) {
      const item = rows.find((r) => r.dict === f.dict && r.value === values[f.name]);
      // A disabled item stays on the records that hold it; it is not chosen anew.
      if (!item || (!item.enabled && before?.[f.name] !== item.value)) errors[f.name] = `${f.label.zh}的取值无效`;
    }
  }
  for (const f of fields.filter((x) => x.kind === 'dicts' && Array.isArray(values[x.name]) && (values[x.name] as string[]).length && !errors[x.name])) {
    const codes = values[f.name] as string[];
    const kept = new Set(Array.isArray(before?.[f.name]) ? (before![f.name] as string[]) : []);
    const rows = await db.select({ value: sysCodes.value, enabled: sysCodes.enabled }).from(sysCodes).where(and(eq(sysCodes.dict, f.dict!), inArray(sysCodes.value, codes)));
    if (rows.length !== new Set(codes).size || rows.some((r) => !r.enabled && !kept.has(r.value))) errors[f.name] = `${f.label.zh}的取值无效`;
  }
  const listFields = fields.filter((f) => f.kind === 'orgs' && Array.isArray(values[f.name]) && !errors[f.name]);
  for (const f of listFields) {
    const ids = values[f.name] as number[];
    const kept = new Set(Array.isArray(before?.[f.name]) ? (before![f.name] as number[]) : []);
    const wanted = ids.filter((id) => !kept.has(id));
    if (!wanted.length) continue;
    const rows = await db.select({ id: orgs.id, path: orgs.path }).from(orgs).where(inArray(orgs.id, wanted));
    if (rows.length !== wanted.length) errors[f.name] = `${f.label.zh}中有不存在的组织`;
    else if (!f.groupWide && rows.some((r) => !inScope(user, r.path))) errors[f.name] = `无权选择该${f.label.zh}`;
  }
  const orgFields = fields.filter((f) => f.kind === 'org' && typeof values[f.name] === 'number' && !errors[f.name]);
  if (orgFields.length) {
    const ids = orgFields.map((f) => values[f.name] as number);
    const rows = await db.select({ id: orgs.id, path: orgs.path }).from(orgs).where(inArray(orgs.id, ids));
    for (const f of orgFields) {
      const row = rows.find((r) => r.id === values[f.name]);
      if (!row) errors[f.name] = `${f.label.zh}不存在`;
      // The receiving side of a transfer may lie outside the caller's subtree; any other organisation may not.
      // An unchanged value stays, even outside the scope (an organisation keeps the parent it has).
      else if (!inScope(user, row.path) && !f.groupWide && before?.[f.name] !== row.id) errors[f.name] = `无权选择该${f.label.zh}`;
    }
  }
}

export function throwIfErrors(errors: Record<string, string>): void {
  const names = Object.keys(errors);
  if (names.length) {
    throw badRequest(errors[names[0]], names[0], { fields: errors });
  }
}
