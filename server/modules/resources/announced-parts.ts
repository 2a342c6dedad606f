import { getTableName } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { recordPart } from '../../db/change-feed';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { columnsOf } from './scope-joins';

/**
 * The database announces a change to a table with an organisation column as a change to the records
 * it touched within their organisations (migrations 0019 and 0020: 'meetings:12/345'), which is a
 * change to those organisations' parts too ('meetings:12'). A read of an entity's rows within the
 * caller's organisations then rests on those organisations' parts of the table only, one record read
 * by id on that record's part, and a write of a row on the parts of its record under its owner before
 * and after: a branch's write leaves the cached reads of its sibling branches alone, and a write to one
 * record the cached reads of the others.
 */
export const PART_COLUMN = 'org_id';
/** A read over more organisations than this rests on the whole table: its record of parts would outweigh the gain. */
const MAX_PARTS = 200;

const dialect = new PgDialect();
const readable = new WeakMap<Binding, boolean>();

/** The owner field held in the organisation column by which the table's changes are announced, if any. */
function ownerField(b: Binding): string | null {
  const owner = b.def.owner.length === 1 ? b.def.owner[0] : undefined;
  return owner && columnsOf(b.table)[owner]?.name === PART_COLUMN ? owner : null;
}

/**
 * Whether a read of the caller's rows touches no row of the table outside their organisations. It does
 * not when the entity has a scope of its own, shows rows sent to the caller, refers to rows of its own
 * table (a parent record), or derives a column from other rows of its own table.
 */
function readsOwnersOnly(b: Binding): boolean {
  let known = readable.get(b);
  if (known === undefined) {
    const table = getTableName(b.table);
    const selfRef = b.def.fields.some((f) => (f.kind === 'ref' || f.kind === 'refs') && f.ref === b.def.name);
    const ownRows = new RegExp(`\\b(from|join)\\s+"${table}"`, 'i');
    const derivedFromOwnRows = Object.values(b.behaviour.computed?.() ?? {}).some((expr) => ownRows.test(dialect.sqlToQuery(expr).sql));
    known = Boolean(ownerField(b)) && !b.behaviour.scope && !b.behaviour.readAlso && !selfRef && !derivedFromOwnRows;
    readable.set(b, known);
  }
  return known;
}

/** The parts of the entity's table a read of the caller's rows rests on, or null for the whole table. */
export function readParts(b: Binding, user: SessionUser): number[] | null {
  return readsOwnersOnly(b) && user.scopeOrgIds.length <= MAX_PARTS ? user.scopeOrgIds : null;
}

/**
 * The parts a write of one row touches: the record under its owner before and after (id not yet known,
 * as for a new row: the owner's part); null (the whole table) when an owner is not known.
 */
export function writeParts(b: Binding, id: number | undefined, ...states: (Record<string, unknown> | null | undefined)[]): (number | string)[] | null {
  const field = ownerField(b);
  if (!field) return null;
  const owners = states.filter((s) => s).map((s) => s![field]);
  if (!owners.length || !owners.every((o) => typeof o === 'number')) return null;
  return id === undefined ? (owners as number[]) : owners.map((o) => recordPart(o as number, id));
}

/** The part one record found rests on (its own, under its owner's organisation), or null when its parts are not its own. */
export function ownPart(b: Binding, row: Record<string, unknown> | undefined): string[] | null {
  const field = ownerField(b);
  const owner = row && field ? row[field] : undefined;
  return readsOwnersOnly(b) && typeof owner === 'number' && typeof row!.id === 'number' ? [recordPart(owner, row!.id)] : null;
}
