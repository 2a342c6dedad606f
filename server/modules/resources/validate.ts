import { checkField, isEmpty, moneyText } from '../../../src/contract/resource/check';
import type { FieldDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { dictionaryItems, orgPaths } from '../../lib/kept-tables';
import { badRequest, type FieldProblems } from '../../lib/errors';
import { say } from '../../../src/contract/messages/message';
import { inScope, type SessionUser } from '../../lib/session-user';
import { sanitizeHtml } from '../../lib/html-sanitizer';

/** Blank text becomes null, an absent flag false; text is trimmed; numbers stored as text become numbers. */
function normalise(field: FieldDef, v: unknown): unknown {
  if (field.kind === 'orgs' || field.kind === 'refs' || field.kind === 'dicts')
    return v === null || v === undefined ? [] : v;
  if (isEmpty(v)) return field.kind === 'bool' ? field.default === true : null;
  if (field.kind === 'money') return moneyText(v) ?? v;
  if (field.kind === 'json') return v;
  if (field.kind === 'html') return typeof v === 'string' ? sanitizeHtml(v) : v;
  if (field.kind === 'datetime' && typeof v === 'string' && !Number.isNaN(Date.parse(v)))
    return new Date(v).toISOString();
  if ((field.kind === 'decimal' || field.kind === 'int') && typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v))
    return Number(v);
  if (typeof v === 'string' && field.kind !== 'textarea')
    return field.kind === 'idNumber' ? v.trim().toUpperCase() : v.trim();
  return v;
}

/**
 * The writable fields, normalised, and the problems the definition's checks find. On update a field
 * the input leaves out keeps its stored value.
 */
export function takeInput(fields: FieldDef[], input: Record<string, unknown>, before: Record<string, unknown> | null) {
  const values: Record<string, unknown> = {};
  const errors: FieldProblems = {};
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

/** Dictionary values must exist; an organisation chosen anew must lie in the caller's scope (both read from what is kept in memory). */
export async function checkReferences(
  db: Db,
  user: SessionUser,
  fields: FieldDef[],
  values: Record<string, unknown>,
  errors: FieldProblems,
  before: Record<string, unknown> | null,
) {
  const dictionary = fields.some((f) => f.kind === 'dict' || f.kind === 'dicts') ? await dictionaryItems(db) : null;
  for (const f of fields.filter(
    (x) => x.kind === 'dict' && !x.derived && typeof values[x.name] === 'string' && !errors[x.name],
  )) {
    const item = dictionary!.item(f.dict!, values[f.name] as string);
    // A disabled item stays on the records that hold it; it is not chosen anew.
    if (!item || (!item.enabled && before?.[f.name] !== item.value))
      errors[f.name] = say('field.invalidValue', { field: f.label });
  }
  for (const f of fields.filter(
    (x) =>
      x.kind === 'dicts' && Array.isArray(values[x.name]) && (values[x.name] as string[]).length && !errors[x.name],
  )) {
    const kept = new Set(Array.isArray(before?.[f.name]) ? (before![f.name] as string[]) : []);
    const items = (values[f.name] as string[]).map((code) => dictionary!.item(f.dict!, code));
    if (items.some((item) => !item || (!item.enabled && !kept.has(item.value))))
      errors[f.name] = say('field.invalidValue', { field: f.label });
  }
  const paths = fields.some((f) => f.kind === 'org' || f.kind === 'orgs') ? await orgPaths(db) : null;
  for (const f of fields.filter((x) => x.kind === 'orgs' && Array.isArray(values[x.name]) && !errors[x.name])) {
    const kept = new Set(Array.isArray(before?.[f.name]) ? (before![f.name] as number[]) : []);
    const wanted = (values[f.name] as number[]).filter((id) => !kept.has(id));
    if (wanted.some((id) => !paths!.has(id))) errors[f.name] = say('field.unknownOrg', { field: f.label });
    else if (!f.groupWide && wanted.some((id) => !inScope(user, paths!.get(id)!)))
      errors[f.name] = say('field.orgOutOfScope', { field: f.label });
  }
  for (const f of fields.filter((x) => x.kind === 'org' && typeof values[x.name] === 'number' && !errors[x.name])) {
    const id = values[f.name] as number;
    const path = paths!.get(id);
    if (path === undefined) errors[f.name] = say('field.notFound', { field: f.label });
    // The receiving side of a transfer may lie outside the caller's subtree; any other organisation may not.
    // An unchanged value stays, even outside the scope (an organisation keeps the parent it has).
    else if (!inScope(user, path) && !f.groupWide && before?.[f.name] !== id)
      errors[f.name] = say('field.orgOutOfScope', { field: f.label });
  }
}

export function throwIfErrors(errors: FieldProblems): void {
  const names = Object.keys(errors);
  if (names.length) {
    throw badRequest(errors[names[0]], names[0], { fields: errors });
  }
}
