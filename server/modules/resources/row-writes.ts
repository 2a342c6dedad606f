import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inParts } from '../../db/table-capture';
import { runBySlots, StatementSlots } from '../../db/statement-slots';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { writeParts } from './announced-parts';
import type { Binding, Row } from './binding';
import { columnsOf, readScope, writeScope } from './scope-joins';
import { say } from '../../../src/contract/messages/message';
import { openRow, sealRow, storedSensitive } from '../../lib/sensitive';

export const STALE = say('record.stale');

/**
 * The stored row by id, locked until the transaction ends, if it lies in the caller's scope to write
 * (or, for a workflow move, to read: who may move it is decided after). By shape.
 */
export async function lockedRow(
  db: Db,
  b: Binding,
  user: SessionUser,
  id: number,
  scope: 'read' | 'write',
): Promise<Row | undefined> {
  const cols = columnsOf(b.table);
  const slots = StatementSlots.slotted();
  const where = and(
    eq(cols.id, slots.put(id)),
    scope === 'write' ? writeScope(b, user, slots) : readScope(b, user, slots),
  );
  const [row] = await runBySlots(db, b, `lock-${scope}`, slots, () =>
    db.select().from(b.table).where(where).for('update'),
  );
  // Whoever writes works on the values; only the table holds them encrypted.
  return openRow(b.def, row as Row | undefined);
}

/** The stored row, if the caller may change it: 404 when it is missing or outside their scope. */
export async function loadForWrite(db: Db, b: Binding, user: SessionUser, id: number): Promise<Row> {
  const found = await lockedRow(db, b, user, id, 'write');
  if (!found) throw notFound();
  return found;
}

/**
 * One new row of the entity, with who made it. The statement goes by the shape of the columns given
 * (their names, and which are null): built once, then run with the values in its slots.
 */
export async function insertRow(db: Db, b: Binding, user: SessionUser, values: Record<string, unknown>): Promise<Row> {
  const slots = StatementSlots.slotted();
  const given = slots.row({ ...sealRow(b.def, values), createdBy: user.accountId, updatedBy: user.accountId });
  // The new row's owner while its id is not known; then the record made under it.
  const [row] = await inParts(
    getTableName(b.table),
    writeParts(b, undefined, values),
    () =>
      runBySlots(db, b, 'insert', slots, () =>
        db
          .insert(b.table)
          .values(given as never)
          .returning(),
      ),
    (rows) => writeParts(b, (rows[0] as Row | undefined)?.id as number | undefined, values),
  );
  return openRow(b.def, row as Row);
}

/**
 * Sets these columns of a row still at the version it was read at, moving the version on: the row as
 * it now is, or undefined when someone else changed it first. By shape, as `insertRow`.
 */
export async function updateAtVersion(
  db: Db,
  b: Binding,
  user: SessionUser,
  before: Row,
  values: Record<string, unknown>,
): Promise<Row | undefined> {
  const cols = columnsOf(b.table);
  const slots = StatementSlots.slotted();
  // A sensitive value given as it was keeps its ciphertext: nothing is encrypted anew, and the log shows no change.
  const changed = { ...values };
  for (const f of storedSensitive(b.def)) if (changed[f.name] === before[f.name]) delete changed[f.name];
  const set = {
    ...slots.row({ ...sealRow(b.def, changed), updatedAt: new Date(), updatedBy: user.accountId }),
    version: sql`${cols.version} + 1`,
  };
  const where = and(eq(cols.id, slots.put(before.id as number)), eq(cols.version, slots.put(before.version as number)));
  // The record under its owner before and after: the parts of the table the database announces as changed.
  const [row] = await inParts(
    getTableName(b.table),
    writeParts(b, before.id as number, before, { ...before, ...values }),
    () =>
      runBySlots(db, b, 'update', slots, () =>
        db
          .update(b.table)
          .set(set as never)
          .where(where)
          .returning(),
      ),
  );
  return openRow(b.def, row as Row | undefined);
}
