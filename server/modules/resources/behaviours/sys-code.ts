import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import type { Behaviour, Binding, Row } from '../binding';
import { columnsOf } from '../scope-joins';
import { say } from '../../../../src/contract/messages/message';

/** Lists the system itself reads by value (the sidebar's name and icon): never deleted. */
const SYSTEM_LISTS = new Set(['sysConfig']);

/** Whether any record of any entity holds the item in a field of its dictionary. */
async function isUsed(db: Db, bindings: Binding[], dictName: string, value: string): Promise<boolean> {
  for (const b of bindings) {
    const cols = columnsOf(b.table);
    for (const f of b.def.fields) {
      if ((f.kind !== 'dict' && f.kind !== 'dicts') || f.dict !== dictName || !cols[f.name]) continue;
      const holds =
        f.kind === 'dict' ? sql`${cols[f.name]} = ${value}` : sql`${cols[f.name]} @> ARRAY[${value}]::varchar[]`;
      const [hit] = await db
        .select({ one: sql`1` })
        .from(b.table)
        .where(holds)
        .limit(1);
      if (hit) return true;
    }
  }
  return false;
}

/**
 * A dictionary item that records use keeps its code: it is disabled, never deleted or recoded, so that
 * no record is left holding a code nobody can read. The entities are looked up late (they include this one).
 */
export function sysCodeBehaviour(bindings: () => Binding[]): Behaviour {
  const used = (db: Db, row: Row) => isUsed(db, bindings(), String(row.dictName), String(row.value));
  return {
    async beforeSave({ db, before, errors }, v) {
      if (!before || (v.dictName === before.dictName && v.value === before.value)) return;
      if (SYSTEM_LISTS.has(String(before.dictName)) || (await used(db, before))) {
        errors[v.value !== before.value ? 'value' : 'dictName'] = say('dictionary.keepUsed');
      }
    },
    async beforeDelete({ db }, row) {
      if (SYSTEM_LISTS.has(String(row.dictName))) throw conflict(say('dictionary.systemItem'));
      if (await used(db, row)) throw conflict(say('dictionary.used'));
    },
  };
}
