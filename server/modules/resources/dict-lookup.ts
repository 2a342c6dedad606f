import type { Db } from '../../db/client';
import { sysCodes } from '../../db/schema/index';

/** A value-to-label lookup over the whole dictionary (for exports and messages). */
export async function dictLookup(db: Db): Promise<(dict: string, value: string) => string> {
  const rows = await db.select({ dict: sysCodes.dict, value: sysCodes.value, label: sysCodes.label }).from(sysCodes);
  const map = new Map(rows.map((r) => [`${r.dict}\u0001${r.value}`, r.label]));
  return (dict, value) => map.get(`${dict}\u0001${value}`) ?? value;
}
