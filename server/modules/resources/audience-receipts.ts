import { and, asc, eq, getTableName, is, sql, type SQL } from 'drizzle-orm';
import { alias, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { ENTITY_BY_NAME } from '../../../src/contract/resource/index';
import type { EntityDef } from '../../../src/contract/resource/types';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';
import { members, orgs } from '../../db/schema/index';
import { audienceOf, rollSql, valueTerms } from './audience';
import { columnsOf } from './scope-joins';

/** Where a record's targets keep their receipts: the table, and its columns naming the record, the target and the time. */
export interface ReceiptTable {
  table: PgTable;
  parent: PgColumn;
  target: PgColumn;
  at?: PgColumn;
}

const tablesByName = new Map(
  (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable)).map((t) => [getTableName(t), t]),
);

export function receiptTable(def: EntityDef): ReceiptTable {
  const r = audienceOf(def).receipt;
  const name = r.entity ? ENTITY_BY_NAME[r.entity]?.table?.name : r.table;
  const table = name ? tablesByName.get(name) : undefined;
  if (!table) throw new Error(`${def.name}: no receipt table ${name ?? r.entity}`);
  const cols = columnsOf(table);
  return { table, parent: cols[r.parent], target: cols[r.target], at: r.at ? cols[r.at] : undefined };
}

/** SQL: the target has a receipt for the record (either may be a column of the outer query). */
export function answeredSql(def: EntityDef, recordId: SQL | PgColumn | number, targetId: SQL | PgColumn | number): SQL {
  const r = receiptTable(def);
  return sql`EXISTS (SELECT 1 FROM ${r.table} WHERE ${r.parent} = ${recordId} AND ${r.target} = ${targetId})`;
}

/** SQL: when the target's receipt of the record was made, or null: a target sees only its own. */
export function answeredAtSql(def: EntityDef, recordId: SQL | PgColumn | number, targetId: number) {
  const r = receiptTable(def);
  if (!r.at) throw new Error(`${def.name}: its receipt keeps no time`);
  // Read through the column's own mapping, so the time arrives as the column's rows carry it.
  return sql`(SELECT ${r.at} FROM ${r.table} WHERE ${r.parent} = ${recordId} AND ${r.target} = ${targetId} LIMIT 1)`.mapWith(
    r.at,
  ) as SQL<Date | null>;
}

/** Makes a target's receipt once: the row made, or undefined when the target had answered already. */
export async function keepReceipt(db: Db, def: EntityDef, values: Record<string, unknown>) {
  const [made] = (await db
    .insert(receiptTable(def).table)
    .values(values as never)
    .onConflictDoNothing()
    .returning()) as Record<string, unknown>[];
  return made;
}

/** The target's own receipt of a record, if any. */
export async function ownReceipt(db: Db, def: EntityDef, recordId: number, targetId: number) {
  const r = receiptTable(def);
  const [row] = (await db
    .select()
    .from(r.table)
    .where(and(eq(r.parent, recordId), eq(r.target, targetId)))
    .limit(1)) as Record<string, unknown>[];
  return row;
}

/**
 * The sender's progress table of a record sent to members: per organisation, the members on the roll and
 * those with a receipt; per member (of one organisation if asked), the time of their receipt, answered
 * ones first. `limit` bounds the member rows; the organisations' counts always cover the whole roll.
 */
export async function receiptProgress(
  db: Db,
  def: EntityDef,
  row: Record<string, unknown> & { id: number },
  opts: { orgId?: number; limit: number },
) {
  const r = receiptTable(def);
  const m = alias(members, 'm');
  const mo = alias(orgs, 'mo');
  const roll = rollSql(def, valueTerms(def, row));
  const answered = and(eq(r.parent, row.id), eq(r.target, m.id));
  const [byOrg, memberRows] = await Promise.all([
    db
      .select({
        orgId: mo.id,
        orgName: mo.name,
        total: sql<number>`count(DISTINCT ${m.id})::int`,
        answered: sql<number>`count(DISTINCT ${r.target})::int`,
      })
      .from(m)
      .innerJoin(mo, eq(mo.id, m.orgId))
      .leftJoin(r.table, answered)
      .where(roll)
      .groupBy(mo.id, mo.name, mo.sort)
      .orderBy(asc(mo.sort), asc(mo.id)),
    db
      .select({
        memberId: m.id,
        name: m.name,
        orgId: mo.id,
        orgName: mo.name,
        at: (r.at ?? sql<null>`null`) as SQL<Date | null>,
      })
      .from(m)
      .innerJoin(mo, eq(mo.id, m.orgId))
      .leftJoin(r.table, answered)
      .where(and(roll, opts.orgId ? eq(mo.id, opts.orgId) : undefined))
      .orderBy(sql`${r.at ?? r.target} IS NULL`, asc(mo.sort), asc(m.id))
      .limit(opts.limit),
  ]);
  return { byOrg, members: memberRows };
}
