import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '../../../src/contract/resource/types';
import { rowStamps } from './common';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column of one field, by its kind: lengths from `max`, not null from `required`, defaults from `default`. */
function columnOf(f: FieldDef): PgColumnBuilderBase {
  const name = f.column ?? snake(f.name);
  const col = (() => {
    switch (f.kind) {
      case 'text':
        return varchar(name, { length: f.max ?? 100 });
      case 'textarea':
      case 'html':
        return text(name);
      case 'dict':
        return varchar(name, { length: 50 });
      case 'idNumber':
        return varchar(name, { length: 18 });
      case 'phone':
        return varchar(name, { length: 11 });
      case 'month':
        return varchar(name, { length: 7 });
      case 'int':
      case 'org':
      case 'ref':
        return integer(name);
      case 'decimal':
        return numeric(name, { precision: 14, scale: f.scale ?? 2 });
      case 'money':
        return numeric(name, { precision: 14, scale: 2 });
      case 'date':
        return date(name);
      case 'datetime':
        return timestamp(name, { withTimezone: true, mode: 'string' });
      case 'bool':
        return boolean(name)
          .notNull()
          .default(f.default === true);
      case 'orgs':
      case 'refs':
        return integer(name)
          .array()
          .notNull()
          .default(sql`'{}'::integer[]`);
      case 'dicts':
        return varchar(name, { length: 50 })
          .array()
          .notNull()
          .default(sql`'{}'::varchar[]`);
      case 'json':
        return jsonb(name);
    }
  })();
  if (f.kind === 'bool' || f.kind === 'orgs' || f.kind === 'refs' || f.kind === 'dicts') return col;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let out: any = col;
  if (f.default !== undefined) out = out.default(f.default);
  if (f.required || f.default !== undefined) out = out.notNull();
  return out;
}

/**
 * The table of an entity, built from its definition (DESIGN section 6: derived tables): one column per
 * stored field, the row stamps, an index behind every owner, filter and sort, and what the definition
 * adds (unique keys, composite indexes). Migrations are still generated from it and committed.
 */
export function derivedTable(def: EntityDef) {
  if (!def.table) throw new Error(`${def.name}: no table declared`);
  const stored = def.fields.filter((f) => !f.virtual);
  const columns: Record<string, PgColumnBuilderBase> = { id: serial('id').primaryKey() };
  for (const f of stored) columns[f.name] = columnOf(f);
  const tableName = def.table.name;
  const kindOf = (name: string) => stored.find((f) => f.name === name)?.kind;
  return pgTable(
    tableName,
    { ...columns, ...rowStamps } as Record<string, PgColumnBuilderBase> & typeof rowStamps,
    (t) => {
      const c = t as unknown as Record<string, never>;
      const seen = new Set<string>();
      const out: unknown[] = [];
      const add = (fields: string[], unique = false) => {
        const key = fields.join(',');
        if (seen.has(key) || fields.some((n) => !(n in c))) return;
        seen.add(key);
        const idxName = `${tableName}_${fields.map(snake).join('_')}_${unique ? 'uq' : 'idx'}`;
        const arrays = fields.length === 1 && ['orgs', 'refs', 'dicts'].includes(kindOf(fields[0]) ?? '');
        if (unique) out.push(uniqueIndex(idxName).on(...(fields.map((n) => c[n]) as [never])));
        else if (arrays) out.push(index(idxName).using('gin', c[fields[0]]));
        else out.push(index(idxName).on(...(fields.map((n) => c[n]) as [never])));
      };
      for (const u of def.table!.unique ?? []) add(u, true);
      for (const i of def.table!.indexes ?? []) add(i);
      for (const o of def.owner) if (o !== 'id') add([o]);
      for (const f of stored) {
        if (f.kind === 'textarea' || f.kind === 'html' || f.kind === 'json' || f.kind === 'bool') continue;
        if ((f.filter && f.filter !== 'like') || f.sortable) add([f.name]);
      }
      return out as never;
    },
  );
}
