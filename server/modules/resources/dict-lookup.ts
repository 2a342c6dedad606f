import type { Db } from '../../db/client';
import { dictionaryItems } from '../../lib/kept-tables';

/** A value-to-label lookup over the whole dictionary (for exports and messages). */
export async function dictLookup(db: Db): Promise<(dict: string, value: string) => string> {
  const dictionary = await dictionaryItems(db);
  return (dict, value) => dictionary.item(dict, value)?.label ?? value;
}
