import { and, eq, or, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { orgs } from '../../db/schema/index';
import { inScopeSql } from '../../lib/scope';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';

type OrgAlias = ReturnType<typeof alias<typeof orgs, string>>;

export interface OrgJoin {
  field: string;
  org: OrgAlias;
  on: SQL;
}

export function columnsOf(table: PgTable): Record<string, PgColumn> {
  return (table as unknown as { [k: symbol]: Record<string, PgColumn> })[Symbol.for('drizzle:Columns')];
}

/** One aliased join of the organisation table per 'org' field, for names and for scope. */
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

/** The organisation path that decides scope for each owner field ('id': the row is itself an organisation). */
function ownerPaths(b: Binding, joins: OrgJoin[]): PgColumn[] {
  return b.def.owner.map((field) => {
    if (field === 'id') return columnsOf(b.table).path;
    const j = joins.find((x) => x.field === field);
    if (!j) throw new Error(`${b.def.name}: owner ${field} is not an org field`);
    return j.org.path as unknown as PgColumn;
  });
}

/** A caller may read a row when any owner organisation lies in their subtrees. */
export function readScope(b: Binding, joins: OrgJoin[], user: SessionUser): SQL {
  const parts = ownerPaths(b, joins).map((p) => inScopeSql(user, p));
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/** A caller may change a row only when its first owner organisation lies in their subtrees. */
export function writeScope(b: Binding, joins: OrgJoin[], user: SessionUser): SQL {
  return inScopeSql(user, ownerPaths(b, joins)[0]);
}

export { and };
