import { eq } from 'drizzle-orm';
import { reachesValue, reachOf, type Reach } from '../../../src/contract/resource/entity-access';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { columnsOf } from './scope-joins';

/** What the caller's role reaches of an entity (by the menu entries read with the session). */
export async function reachFor(_db: Db, user: SessionUser, def: EntityDef): Promise<Reach> {
  return reachOf(def, user.menuPaths);
}

/** Refuses a record, or a value written, whose split field holds a value the caller does not reach. */
export function refuseUnreached(reach: Reach, value: unknown): void {
  if (!reachesValue(reach, value)) throw forbidden();
}

/** The value of the split field of one record (a derived one too), or undefined when there is no such record. */
async function splitValue(db: Db, b: Binding, field: string, id: number): Promise<unknown> {
  const cols = columnsOf(b.table);
  const expr = b.behaviour.computed?.()[field] ?? cols[field];
  const [row] = await db.select({ value: expr }).from(b.table).where(eq(cols.id, id));
  return row ? (row as { value: unknown }).value : undefined;
}

/** Refuses a record of a value the caller does not reach; a missing record passes, for the call to answer 404. */
export async function assertRecordReached(db: Db, b: Binding, user: SessionUser, id: number): Promise<void> {
  const reach = await reachFor(db, user, b.def);
  if (reach.all) return;
  if (!reach.values.length) throw forbidden();
  const value = await splitValue(db, b, reach.field, id);
  if (value !== undefined) refuseUnreached(reach, value);
}

/**
 * A save: the record changed must be reached, and so must the value it is given (a new record's too,
 * unless the value is derived from another record, as a study item's channel is from its programme's).
 */
export async function assertSaveReached(
  db: Db,
  b: Binding,
  user: SessionUser,
  body: Record<string, unknown>,
): Promise<void> {
  const reach = await reachFor(db, user, b.def);
  if (reach.all) return;
  if (typeof body.id === 'number') await assertRecordReached(db, b, user, body.id);
  const derived = b.def.fields.find((f) => f.name === reach.field)?.virtual;
  if (body[reach.field] !== undefined || (body.id === undefined && !derived)) refuseUnreached(reach, body[reach.field]);
}

/**
 * A list's filters within the caller's reach: a filter on a value not reached is refused; otherwise the
 * list is narrowed to the values reached (`within`).
 */
export async function listWithin(
  db: Db,
  user: SessionUser,
  def: EntityDef,
  filters: Record<string, unknown>,
): Promise<{ field: string; values: string[] } | undefined> {
  const reach = await reachFor(db, user, def);
  if (reach.all) return undefined;
  if (!reach.values.length) throw forbidden();
  const asked = filters[reach.field];
  if (asked !== undefined && asked !== null && asked !== '') {
    for (const v of Array.isArray(asked) ? asked : [asked]) refuseUnreached(reach, v);
  }
  return { field: reach.field, values: reach.values };
}
