import { eq, or, sql, type SQL } from 'drizzle-orm';
import { intArrayText } from '../../lib/scope';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { orgs } from '../../db/schema/index';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { StatementSlots } from '../../db/statement-slots';

type OrgAlias = ReturnType<typeof alias<typeof orgs, string>>;

export interface OrgJoin {
  field: string;
  org: OrgAlias;
  on: SQL;
}

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return (table as unknown as { [k: symbol]: Record<string, PgColumn> })[Symbol.for('drizzle:Columns')];
}

/** One aliased join of the organisation table per 'org' field, for the names a record shows. */
export function orgJoins(b: Binding): OrgJoin[] {
  const cols = columnsOf(b.table);
  const joins: OrgJoin[] = [];
  for (const f of b.def.fields) {
    if (f.kind !== 'org' || !cols[f.name]) continue;
    const org = alias(orgs, `o_${f.name}`);
    joins.push({ field: f.name, org, on: eq(org.id, cols[f.name]) });
  }
  return joins;
}

/** The columns holding the owner organisations ('id': the row is itself an organisation). */
function ownerColumns(b: Binding): PgColumn[] {
  const cols = columnsOf(b.table);
  return b.def.owner.map((field) => {
    const c = cols[field];
    if (!c) throw new Error(`${b.def.name}: owner ${field} is not a column`);
    return c;
  });
}

/**
 * A caller may read a row when any owner organisation lies in their subtrees (or the behaviour's
 * `readAlso` holds). Scope is a list of organisation ids, so that the owner column's index serves it.
 * Group-wide configuration has no owner: the screen (and a read privilege) decides.
 */
export function readScope(
  b: Binding,
  user: SessionUser,
  /** where the caller's values go (db/statement-slots.ts) */ slots = StatementSlots.inline(),
): SQL {
  const own = b.behaviour.scope?.(user, 'read', slots);
  if (own) return own;
  if (!b.def.owner.length) return sql`true`;
  const parts = ownerColumns(b).map((c) => inScope(c, user, slots));
  const also = b.behaviour.readAlso?.(user, columnsOf(b.table), slots);
  if (also) parts.push(also);
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/** A caller may change a row only when its first owner organisation lies in their subtrees (group-wide configuration: the privilege decides). */
export function writeScope(b: Binding, user: SessionUser, slots = StatementSlots.inline()): SQL {
  const own = b.behaviour.scope?.(user, 'write', slots);
  if (own) return own;
  if (!b.def.owner.length) return sql`true`;
  return inScope(ownerColumns(b)[0], user, slots);
}

/**
 * An owner column within the caller's organisations, as one array parameter: the statement's text is the
 * same for every caller whatever the size of their scope (one prepared statement serves them all), and
 * neither the query builder nor the database handles a parameter per organisation.
 */
function inScope(c: PgColumn, user: SessionUser, slots = StatementSlots.inline()): SQL {
  return sql`${c} = ANY(${slots.put(intArrayText(user.scopeOrgIds))}::int[])`;
}
