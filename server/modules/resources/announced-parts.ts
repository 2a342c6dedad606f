import { getTableName } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PART_COLUMN, partsOfRows } from '../../db/record-reads';
import { StatementSlots } from '../../db/statement-slots';
import { recordPart } from '../../db/change-feed';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { columnsOf } from './scope-joins';

/*
 * The database announces a change to a table with an organisation column as a change to the records
 * it touched within their organisations (migrations 0019 and 0020: 'meetings:12/345'), which is a
 * change to those organisations' parts too ('meetings:12'). A read of an entity's rows within the
 * caller's organisations then rests on those organisations' parts of the table only, one record read
 * by id on that record's part, and a write of a row on the parts of its record under its owner before
 * and after: a branch's write leaves the cached reads of its sibling branches alone, and a write to one
 * record the cached reads of the others.
 */
/** A read over more organisations than this rests on the whole table: its record of parts would outweigh the gain. */
const MAX_PARTS = 200;

const dialect = new PgDialect();
const ownersOnly = new WeakMap<Binding, boolean>();
const rowAlone = new WeakMap<Binding, boolean>();

/** The owner field held in the organisation column by which the table's changes are announced (by record), if any. */
export function ownerField(b: Binding): string | null {
  const owner = b.def.owner.length === 1 ? b.def.owner[0] : undefined;
  return owner && columnsOf(b.table)[owner]?.name === PART_COLUMN ? owner : null;
}

/** A caller with no organisations, privileges or grants: renders the SQL of a scope to see which tables it reads. */
const NOBODY: SessionUser = {
  sessionId: 0,
  accountId: 0,
  account: '',
  name: '',
  orgId: 0,
  orgPath: '/0/',
  orgLevel: 0,
  orgName: '',
  memberId: null,
  roleId: 0,
  roleValue: '',
  privileges: new Set(),
  scopePaths: ['/0/'],
  scopeOrgIds: [0],
  menuPaths: new Set(),
  expiresAt: new Date(0),
};

/**
 * The SQL a read of the entity's rows adds beside their own columns and joins: derived columns, a scope
 * of its own, the rows sent to the caller (rendered for a caller who has nothing), and what is given.
 */
function addedSql(b: Binding, more: readonly SQL[] = [], withComputed = true): string[] {
  return [
    ...(withComputed ? Object.values(b.behaviour.computed?.() ?? {}) : []),
    b.behaviour.scope?.(NOBODY, 'read', StatementSlots.slotted()),
    b.behaviour.readAlso?.(NOBODY, columnsOf(b.table), StatementSlots.slotted()),
    ...more,
  ].flatMap((expr) => (expr ? [dialect.sqlToQuery(expr).sql] : []));
}

/**
 * Whether a table is named in the SQL a read of the entity's rows adds (see `addedSql`): if not, a read
 * that joins its records by reference touches only the records joined. The derived columns are left
 * out when they read only the records of the reference at hand (`computedReads`). One that cannot be
 * rendered counts.
 */
export function namedInAddedSql(
  b: Binding,
  table: string,
  more: readonly SQL[] = [],
  computedReadsRecordsOnly = false,
): boolean {
  const named = new RegExp(`\\b${table}\\b`);
  try {
    return addedSql(b, more, !computedReadsRecordsOnly).some((text) => named.test(text));
  } catch {
    return true;
  }
}

/**
 * Whether the SQL a read of the entity's rows adds beside their own columns (derived columns, a scope
 * of its own, the rows sent to the caller) reads other rows of the same table. A scope that cannot be
 * rendered counts as doing so.
 */
function addsOwnTableReads(b: Binding): boolean {
  const ownRows = new RegExp(`\\b(from|join)\\s+"?${getTableName(b.table)}"?(?![\\w"])`, 'i');
  try {
    return addedSql(b).some((text) => ownRows.test(text));
  } catch {
    return true;
  }
}

/**
 * Whether one row of the entity, read by its id, shows nothing of another row of its table: the table
 * announces its changes by record, and the row names no record of its own table (a parent) nor derives
 * a column, a scope or what was sent to the caller from other rows of the table. A change to another
 * row then cannot alter what the read of this one answers.
 */
function readsRowAlone(b: Binding): boolean {
  let known = rowAlone.get(b);
  if (known === undefined) {
    const selfRef = b.def.fields.some((f) => (f.kind === 'ref' || f.kind === 'refs') && f.ref === b.def.name);
    known = Boolean(ownerField(b)) && !selfRef && !addsOwnTableReads(b);
    rowAlone.set(b, known);
  }
  return known;
}

/**
 * Whether a read of the caller's rows touches no row of the table outside their organisations. It does
 * not when the entity has a scope of its own or shows rows sent to the caller (those may lie anywhere),
 * or when one of its rows shows another (see `readsRowAlone`).
 */
function readsOwnersOnly(b: Binding): boolean {
  let known = ownersOnly.get(b);
  if (known === undefined) {
    known = readsRowAlone(b) && !b.behaviour.scope && !b.behaviour.readAlso;
    ownersOnly.set(b, known);
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
export function writeParts(
  b: Binding,
  id: number | undefined,
  ...states: (Record<string, unknown> | null | undefined)[]
): (number | string)[] | null {
  const field = ownerField(b);
  if (!field) return null;
  const owners = states.filter((s) => s).map((s) => s![field]);
  if (!owners.length || !owners.every((o) => typeof o === 'number')) return null;
  return id === undefined ? (owners as number[]) : owners.map((o) => recordPart(o as number, id));
}

/**
 * The part one record found by its id rests on (its own, under its owner's organisation), or null when
 * its read shows more than its own row. A record the caller reaches through a scope of its own or as
 * sent to them rests on its own part as well: whether they reach it follows from its own columns and
 * from other tables, whose changes reach the read as before.
 */
export function ownPart(b: Binding, row: Record<string, unknown> | undefined): string[] | null {
  return row && readsRowAlone(b) ? recordParts(b, [row]) : null;
}

/**
 * The parts of these rows of the entity's table, each its own record's under its owner: what a read of
 * those rows alone (by id, their own columns only) rests on. Null when a row's owner or id is not at
 * hand or the table does not announce its changes by record.
 */
export function recordParts(b: Binding, rows: readonly Record<string, unknown>[]): string[] | null {
  const field = ownerField(b);
  return field ? partsOfRows(rows, field) : null;
}
