import { and, eq, inArray, or } from 'drizzle-orm';
import { checkField, isEmpty } from '../../../src/contract/resource/check';
import type { FieldDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { orgs, sysCodes } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { inScope, type SessionUser } from '../../lib/session-user';

/** Blank text becomes null, an absent flag false; text is trimmed; numbers stored as text become numbers. */
function normalise(field: FieldDef, v: unknown): unknown {
  if (isEmpty(v)) return field.kind === 'bool' ? false : null;
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
      .select({ dict: sysCodes.dict, value: sysCodes.value })
      .from(sysCodes)
      .where(or(...dictFields.map((f) => and(eq(sysCodes.dict, f.dict!), eq(sysCodes.value, values[f.name] as string)))));
    for (const f of dictFields) {
      if (!rows.some((r) => r.dict === f.dict && r.value === values[f.name])) errors[f.name] = `${f.label.zh}的取值无效`;
    }
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
