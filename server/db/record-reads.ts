import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { recordPart } from './change-feed';
import { inParts } from './table-capture';

/**
 * The organisation column by which the database announces a table's changes by record (migrations
 * 0019 and 0020: 'meetings:12/345' for record 345 of organisation 12).
 */
export const PART_COLUMN = 'org_id';

/** The record parts of rows that carry their id and, under `ownerKey`, their organisation; null when one does not. */
export function partsOfRows(rows: readonly Record<string, unknown>[], ownerKey: string): string[] | null {
  const parts: string[] = [];
  for (const row of rows) {
    const owner = row[ownerKey];
    if (typeof owner !== 'number' || typeof row.id !== 'number') return null;
    parts.push(recordPart(owner, row.id));
  }
  return parts;
}

/**
 * Rows of a table read by their ids alone, each with its organisation under `ownerKey` (the field of
 * the organisation column): the read rests on the records found, not on the whole table. It rests on
 * the whole table when one was missing (the id may come to exist) or when the table does not announce
 * its changes by record.
 */
export function readByIds<T extends Record<string, unknown>>(
  table: PgTable,
  ownerKey: string,
  ids: readonly number[],
  work: () => Promise<T[]>,
): Promise<T[]> {
  const byRecord = (getTableColumns(table) as Record<string, { name: string }>)[ownerKey]?.name === PART_COLUMN;
  return inParts(getTableName(table), null, work, (rows) =>
    byRecord && rows.length === new Set(ids).size ? partsOfRows(rows, ownerKey) : null,
  );
}
