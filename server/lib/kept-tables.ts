import type { Db } from '../db/client';
import { orgs, sysCodes } from '../db/schema/index';
import { keptRead } from './kept-read';
import { cacheKind } from './read-cache';

export interface DictionaryItem {
  dict: string;
  value: string;
  label: string;
  enabled: boolean;
}

const DICTIONARY = cacheKind<Map<string, DictionaryItem>>('dictionary', { maxEntries: 4, ttlMs: 5 * 60_000 });
const ORG_PATHS = cacheKind<Map<number, string>>('organisation paths', { maxEntries: 4, ttlMs: 5 * 60_000 });

const itemKey = (dict: string, value: string) => `${dict}\u0001${value}`;

/** Every dictionary item, by dictionary and value; kept until the dictionary changes. */
export async function dictionaryItems(
  db: Db,
): Promise<{ item(dict: string, value: string): DictionaryItem | undefined; all(): Iterable<DictionaryItem> }> {
  const map = await keptRead(db, DICTIONARY, 'all', async () => {
    const rows = await db
      .select({ dict: sysCodes.dictName, value: sysCodes.value, label: sysCodes.label, enabled: sysCodes.enabled })
      .from(sysCodes);
    return new Map(rows.map((r) => [itemKey(r.dict, r.value), r]));
  });
  return { item: (dict, value) => map.get(itemKey(dict, value)), all: () => map.values() };
}

/** The path of every organisation, by id; kept until the organisation tree changes. */
export async function orgPaths(db: Db): Promise<ReadonlyMap<number, string>> {
  return keptRead(
    db,
    ORG_PATHS,
    'all',
    async () => new Map((await db.select({ id: orgs.id, path: orgs.path }).from(orgs)).map((r) => [r.id, r.path])),
  );
}
