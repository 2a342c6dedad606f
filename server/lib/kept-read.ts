import type { Db } from '../db/client';
import { feedOf, tableOfPart } from '../db/change-feed';
import { captureTables, readTablesOf, writtenSoFar } from '../db/table-capture';
import { cacheOn, type CacheKind } from './read-cache';

/**
 * A value read from the database and kept in memory until the database announces a change to a table it
 * read: the rule of cached answers, for the small, often read tables a call consults on its way
 * (dictionary, standard matters, the organisation tree). A transaction that has already written one of
 * those tables reads its own state afresh and keeps nothing; so does every read while the change feed
 * is not live.
 */
export async function keptRead<V>(db: Db, kind: CacheKind<V>, key: string, load: () => Promise<V>): Promise<V> {
  const feed = feedOf(db);
  const cache = feed && cacheOn(feed, kind);
  // Nothing is kept: the read needs no note of what it rested on.
  if (!cache) return load();
  const so = writtenSoFar();
  // By table: a write of one organisation's rows ('matters:12') touches what rests on the whole table, and the reverse.
  const written = so?.size ? new Set([...so].map(tableOfPart)) : undefined;
  const untouched = (tables: ReadonlySet<string> | null) =>
    !written || (tables !== null && ![...tables].some((t) => written.has(tableOfPart(t))));
  const hit = cache.get(key, undefined, untouched);
  if (hit !== undefined) return hit;
  const generation = cache.begin();
  const { value, use } = await captureTables(load);
  const tables = readTablesOf(use);
  if (untouched(tables)) cache.set(key, generation, value, undefined, tables);
  return value;
}
