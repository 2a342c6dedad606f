import { and, eq, getTableName, inArray } from 'drizzle-orm';
import { inParts } from '../../db/table-capture';
import { writeParts } from './announced-parts';
import type { Db } from '../../db/client';
import { accessories, submitTokens } from '../../db/schema/index';
import { conflict, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { Binding, Row, SaveContext } from './binding';
import { checkReferences, takeInput, throwIfErrors } from './validate';
import { columnsOf, readScope } from './scope-joins';
import { getRecord } from './query';
import { assertEditable } from './workflow-rules';
import { assertUnfrozen } from './distribution-rules';
import { insertRow, loadForWrite, STALE, updateAtVersion } from './row-writes';
import { say } from '../../../src/contract/messages/message';
import { keepMaskedAsStored, openRow } from '../../lib/sensitive';

/** Whether the caller may give a row these owner organisations. */
function assertWritableOwner(b: Binding, user: SessionUser, values: Record<string, unknown>, before: Row | null) {
  const owner = b.def.owner[0];
  if (owner === 'id') return; // an organisation: its parent is checked as a reference
  const orgId = values[owner] ?? before?.[owner];
  if (typeof orgId !== 'number') return;
  // The session already holds every organisation id in scope: no query needed.
  if (!user.scopeOrgIds.includes(orgId)) throw forbidden(say('access.orgOutOfScope'));
}

/** Creates or updates one row in the caller's transaction; a stale version is a 409, never an overwrite. */
export async function saveRecord(
  db: Db,
  b: Binding,
  user: SessionUser,
  input: Record<string, unknown>,
  resolve: (e: string) => Binding,
) {
  const id = typeof input.id === 'number' ? input.id : undefined;
  const before = id ? await loadForWrite(db, b, user, id) : null;
  const submitToken = !before && typeof input.submitToken === 'string' ? input.submitToken : undefined;
  if (submitToken) {
    const earlier = await claimSubmitToken(db, b, user, submitToken);
    if (earlier) return { before: null, row: earlier, replayed: true };
  }
  if (before && input.version !== before.version) throw conflict(STALE);
  if (b.def.readOnly) throw forbidden(say('record.readOnly'));
  if (before && b.def.appendOnly) throw forbidden(say('record.appendOnly'));
  assertEditable(b.def, before);
  const given = before ? keepMaskedAsStored(b.def, input, before) : input;
  const { values, errors } = takeInput(b.def.fields, given, before);
  assertUnfrozen(b.def, before, values);
  await checkReferences(db, user, b.def.fields, values, errors, before);
  for (const f of b.def.fields) {
    const v = values[f.name];
    if (f.kind !== 'ref' || f.derived || typeof v !== 'number' || errors[f.name]) continue;
    // A reference kept as it was needs no new look: a task's receipt keeps pointing at a task its target cannot list.
    if (before && before[f.name] === v) continue;
    if (!(await getRecord(db, resolve(f.ref!), resolve, user, v, { reach: true })))
      errors[f.name] = say('field.refOutOfScope', { field: f.label });
  }
  for (const f of b.def.fields) {
    const v = values[f.name];
    if (f.kind !== 'refs' || f.derived || !Array.isArray(v) || !v.length || errors[f.name]) continue;
    const kept = new Set(Array.isArray(before?.[f.name]) ? (before![f.name] as number[]) : []);
    const wanted = (v as number[]).filter((x) => !kept.has(x));
    if (!wanted.length) continue;
    const target = resolve(f.ref!);
    const tcols = columnsOf(target.table);
    const found = await db
      .select({ id: tcols.id })
      .from(target.table)
      .where(and(inArray(tcols.id, wanted), readScope(target, user)));
    if (found.length !== new Set(wanted).size) errors[f.name] = say('field.refsOutOfScope', { field: f.label });
  }
  const ctx: SaveContext = { db, user, before, errors };
  await b.behaviour.beforeSave?.(ctx, values);
  throwIfErrors(errors);
  assertWritableOwner(b, user, values, before);
  const cols = columnsOf(b.table);
  // A column with a default keeps it rather than take a null.
  const writable = Object.fromEntries(
    Object.entries(values).filter(
      ([k, v]) => k in cols && k !== 'id' && !(v === null && cols[k].notNull && cols[k].hasDefault),
    ),
  );
  let row: Row;
  if (!before) row = await insertRow(db, b, user, writable);
  else {
    const updated = await updateAtVersion(db, b, user, before, writable);
    if (!updated) throw conflict(STALE);
    row = updated;
  }
  await b.behaviour.afterSave?.(ctx, row);
  if (submitToken) await db.update(submitTokens).set({ recordId: row.id }).where(eq(submitTokens.token, submitToken));
  return { before, row, replayed: false };
}

/**
 * Claims a form's submit token. A second submit of the same form waits for the first to commit and
 * gets its record instead of making another.
 */
async function claimSubmitToken(db: Db, b: Binding, user: SessionUser, token: string): Promise<Row | null> {
  const [claimed] = await db
    .insert(submitTokens)
    .values({ token, accountId: user.accountId, entity: b.def.name })
    .onConflictDoNothing()
    .returning({ token: submitTokens.token });
  if (claimed) return null;
  const [prev] = await db.select().from(submitTokens).where(eq(submitTokens.token, token));
  if (!prev || prev.accountId !== user.accountId || prev.entity !== b.def.name || !prev.recordId)
    throw conflict(say('record.alreadySubmitted'));
  const cols = columnsOf(b.table);
  const [row] = await db.select().from(b.table).where(eq(cols.id, prev.recordId));
  if (!row) throw conflict(say('record.alreadySubmitted'));
  return openRow(b.def, row as Row);
}

export async function deleteRecord(db: Db, b: Binding, user: SessionUser, id: number, version: unknown) {
  const before = await loadForWrite(db, b, user, id);
  if (version !== before.version) throw conflict(STALE);
  if (b.def.readOnly) throw forbidden(say('record.readOnly'));
  assertEditable(b.def, before);
  const dist = b.def.distribution;
  if (dist && String(before[dist.stateField]) !== dist.draftState)
    throw conflict(say('distribution.sentCannotDelete', { entity: b.def.label }));
  await b.behaviour.beforeDelete?.({ db, user }, before);
  const cols = columnsOf(b.table);
  const gone = await inParts(getTableName(b.table), writeParts(b, id, before), () =>
    db
      .delete(b.table)
      .where(and(eq(cols.id, id), eq(cols.version, before.version)))
      .returning({ id: cols.id }),
  );
  if (!gone.length) throw conflict(STALE);
  if (b.def.accessories)
    await db.delete(accessories).where(and(eq(accessories.entity, b.def.name), eq(accessories.recordId, id)));
  return before;
}
