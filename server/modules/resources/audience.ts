import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AudienceDef, EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import { intArray } from '../../lib/scope';
import { resultRows } from '../../lib/sql-rows';
import { columnsOf } from './scope-joins';

/** A member in good standing ('正常'), and a full member (正式党员), as the member dictionaries code them. */
const GOOD_STANDING = '1';
const FULL_MEMBER = '2';

export function audienceOf(def: EntityDef): AudienceDef {
  if (!def.audience) throw new Error(`${def.name} declares no audience`);
  return def.audience;
}

/**
 * What decides a record's audience, as SQL: its target organisations, its named members and the field
 * that narrows the roll. From one record's values, or from the columns of a query over many records.
 */
export interface AudienceTerms {
  orgIds: SQL;
  memberIds: SQL;
  kind: SQL | null;
}

const ids = (v: unknown) => intArray(Array.isArray(v) ? (v as number[]).filter(Number.isInteger) : []);

/** One record's terms, from its values (a row read, or one about to be written). */
export function valueTerms(def: EntityDef, row: Record<string, unknown>): AudienceTerms {
  const a = audienceOf(def);
  return {
    orgIds: ids(row[a.orgs]),
    memberIds: ids(a.members ? row[a.members] : []),
    kind: a.fullMembersOnly ? sql`${String(row[a.fullMembersOnly.field] ?? '')}` : null,
  };
}

/** Any record's terms, from its table's columns (`as`: the alias a raw statement gives the table). */
export function columnTerms(def: EntityDef, table: PgTable, as?: string): AudienceTerms {
  const a = audienceOf(def);
  const cols = columnsOf(table);
  const col = (field: string): SQL => (as ? sql.raw(`${as}.${cols[field].name}`) : sql`${cols[field]}`);
  return {
    orgIds: col(a.orgs),
    memberIds: a.members ? col(a.members) : intArray([]),
    kind: a.fullMembersOnly ? col(a.fullMembersOnly.field) : null,
  };
}

/** SQL over a member `m` and their organisation `mo`: in a target organisation's subtree, or named. */
function targetedSql(t: AudienceTerms): SQL {
  return sql`(m.id = ANY(${t.memberIds})
    OR EXISTS (SELECT 1 FROM orgs ao WHERE ao.id = ANY(${t.orgIds}) AND mo.path LIKE ao.path || '%'))`;
}

/** SQL over `m` and `mo`: the member is on the record's roll (targeted, in good standing, full where it must be). */
export function rollSql(def: EntityDef, t: AudienceTerms): SQL {
  const only = audienceOf(def).fullMembersOnly;
  const full =
    only && t.kind ? sql` AND (${t.kind}::text <> ${only.value}::text OR m.member_type = ${FULL_MEMBER})` : sql``;
  return sql`m.status = ${GOOD_STANDING}${full} AND ${targetedSql(t)}`;
}

/** SQL over `m` and `mo`: the record reaches the member (may read, take or answer it). */
export function reachSql(def: EntityDef, t: AudienceTerms): SQL {
  return audienceOf(def).rollOnly ? rollSql(def, t) : targetedSql(t);
}

/** SQL over a query of the record's table: the record reaches this member. */
export function reachesMember(def: EntityDef, table: PgTable, memberId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE m.id = ${memberId} AND ${reachSql(def, columnTerms(def, table))})`;
}

/** Whether one record reaches one member. */
export async function isReached(db: Db, def: EntityDef, row: Record<string, unknown>, memberId: number) {
  const r = await db.execute(sql`SELECT 1 FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE m.id = ${memberId} AND ${reachSql(def, valueTerms(def, row))}`);
  return resultRows(r).length > 0;
}

export interface RollMember {
  id: number;
  name: string;
  orgId: number;
  orgName: string;
  orgPath: string;
}

/** The members a record counts on, in tree order; `scopeOrgIds` keeps those the caller may see. */
export async function rollOf(
  db: Db,
  def: EntityDef,
  row: Record<string, unknown>,
  scopeOrgIds?: number[],
): Promise<RollMember[]> {
  const inScope = scopeOrgIds ? sql`AND m.org_id = ANY(${intArray(scopeOrgIds)})` : sql``;
  const r = await db.execute(sql`SELECT m.id, m.name, m.org_id AS "orgId", mo.name AS "orgName", mo.path AS "orgPath"
    FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE ${rollSql(def, valueTerms(def, row))} ${inScope}
    ORDER BY mo.path, m.id`);
  return resultRows<RollMember>(r);
}

/** How many members a record counts on (a vote's electorate). */
export async function rollSize(db: Db, def: EntityDef, row: Record<string, unknown>): Promise<number> {
  const r = await db.execute(sql`SELECT count(*)::int AS n FROM members m JOIN orgs mo ON mo.id = m.org_id
    WHERE ${rollSql(def, valueTerms(def, row))}`);
  return Number(resultRows<{ n: number }>(r)[0]?.n ?? 0);
}
