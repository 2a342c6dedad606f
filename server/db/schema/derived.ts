import { sql, type BuildColumns, type HasDefault, type NotNull, type TableConfig } from 'drizzle-orm';
import {
  bigserial,
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
  type ExtraConfigColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  type PgTimestampBuilderInitial,
  type PgTimestampStringBuilderInitial,
} from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef, FieldKind } from '../../../src/contract/resource/types';
import { rowStamps } from './common';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The column of each kind of field, before not null and defaults: lengths from `max`, digits from `precision`. */
const COLUMN = {
  text: (name: string, f: FieldDef) => varchar(name, { length: f.max ?? 100 }),
  textarea: (name: string) => text(name),
  html: (name: string) => text(name),
  dict: (name: string) => varchar(name, { length: 50 }),
  idNumber: (name: string) => varchar(name, { length: 18 }),
  // An older column may hold numbers longer than a mobile's (a landline with its area code).
  phone: (name: string, f: FieldDef) => varchar(name, { length: f.max ?? 11 }),
  month: (name: string) => varchar(name, { length: 7 }),
  int: (name: string) => integer(name),
  org: (name: string) => integer(name),
  ref: (name: string) => integer(name),
  decimal: (name: string, f: FieldDef) => numeric(name, { precision: f.precision ?? 14, scale: f.scale ?? 2 }),
  money: (name: string) => numeric(name, { precision: 14, scale: 2 }),
  date: (name: string) => date(name),
  datetime: (name: string, f: FieldDef): PgColumnBuilderBase =>
    f.asDate ? timestamp(name, { withTimezone: true }) : timestamp(name, { withTimezone: true, mode: 'string' }),
  bool: (name: string, f: FieldDef) =>
    boolean(name)
      .notNull()
      .default(f.default === true),
  orgs: (name: string) =>
    integer(name)
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  refs: (name: string) =>
    integer(name)
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  dicts: (name: string) =>
    varchar(name, { length: 50 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
  json: (name: string) => jsonb(name),
} satisfies Record<FieldKind, (name: string, f: FieldDef) => PgColumnBuilderBase>;

/** Room for `sm4$<key id>$` and the Base64 of an IV and a value of up to 100 bytes. */
const SEALED_LENGTH = 200;

/**
 * The column length of a sensitive field: SEALED_LENGTH, or more for a longer value (up to `max`
 * characters of three UTF-8 bytes each, padded to SM4's 16-byte blocks behind a 16-byte IV, in Base64).
 */
const sealedLength = (f: FieldDef) =>
  Math.max(SEALED_LENGTH, 40 + Math.ceil((16 + (Math.floor(((f.max ?? 0) * 3) / 16) + 1) * 16) / 3) * 4);

/** The blind index of a sensitive field: HMAC-SM3 in hex, by `<field>Bidx`. */
const bidxColumn = (f: FieldDef) => varchar(`${f.column ?? snake(f.name)}_bidx`, { length: 64 });

/** Kinds whose column always refuses null and has a default (false, an empty list). */
const SETTLED: ReadonlySet<FieldKind> = new Set(['bool', 'orgs', 'refs', 'dicts']);

/** Whether a field's column refuses null: as `notNull` says, else when the form requires it or it has a default. */
const refusesNull = (f: FieldDef) => f.notNull ?? (f.required === true || f.default !== undefined);

/** The column of one field, by its kind: not null from `required` or `notNull`, defaults from `default`. */
function columnOf(f: FieldDef): PgColumnBuilderBase {
  // Personal data is kept as ciphertext (server/lib/sensitive.ts), longer than the value it hides.
  const col = f.sensitive
    ? varchar(f.column ?? snake(f.name), { length: sealedLength(f) })
    : COLUMN[f.kind](f.column ?? snake(f.name), f);
  if (SETTLED.has(f.kind)) return col;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let out: any = col;
  if (f.default !== undefined) out = out.default(f.default);
  if (f.defaultNow) out = out.defaultNow();
  if (refusesNull(f)) out = out.notNull();
  return out;
}

type Kind<F extends FieldDef> = F['kind'];
type Base<F extends FieldDef> =
  Kind<F> extends 'datetime'
    ? F extends { asDate: true }
      ? PgTimestampBuilderInitial<string>
      : PgTimestampStringBuilderInitial<string>
    : ReturnType<(typeof COLUMN)[Kind<F>]>;
type HasDefaultValue<F> = F extends { default: string | number | boolean } | { defaultNow: true } ? true : false;
type RefusesNull<F> = F extends { notNull: false }
  ? false
  : F extends { notNull: true } | { required: true }
    ? true
    : HasDefaultValue<F>;
type WithNotNull<F, B extends PgColumnBuilderBase> = RefusesNull<F> extends true ? NotNull<B> : B;
type WithDefault<F, B extends PgColumnBuilderBase> = HasDefaultValue<F> extends true ? HasDefault<B> : B;
/** The column type of one field, as `columnOf` builds it. */
type ColumnOf<F extends FieldDef> =
  Kind<F> extends 'bool' | 'orgs' | 'refs' | 'dicts' ? Base<F> : WithDefault<F, WithNotNull<F, Base<F>>>;

type Stored<D extends EntityDef> = Exclude<D['fields'][number], { virtual: true }>;
/**
 * The columns of a definition's fields, by field name. A definition typed only as `EntityDef` (its names
 * unknown) gets columns by any name, as before.
 */
type FieldColumns<D extends EntityDef> = string extends D['fields'][number]['name']
  ? Record<string, PgColumnBuilderBase>
  : { [F in Stored<D> as F['name']]: ColumnOf<F> } & {
      [F in Extract<Stored<D>, { sensitive: true }> as `${F['name']}Bidx`]: ReturnType<typeof bidxColumn>;
    };

const plainId = () => serial('id').primaryKey();
// A log's ids outgrow an integer; read as numbers, which they stay below 2^53.
const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** What only the server's storage knows of a table, never on the wire. */
export interface Storage {
  /**
   * Columns no field names (a password hash, an organisation's path): the server's own, each declared
   * once here. The generic reads select them like any column; a secret one is taken off the answers by
   * the entity's behaviour (the account's `decorate`).
   */
  columns?: Record<string, PgColumnBuilderBase>;
  /** Indexes that field names cannot say (an operator class, a server column). */
  indexes?: (t: Record<string, ExtraConfigColumn>) => PgTableExtraConfigValue[];
  /** A 64-bit id (a log). */
  bigId?: true;
  /** Without the version and audit stamps: a log, written once and never edited. */
  stamps?: false;
}

type Columns<D extends EntityDef, S extends Storage> = {
  id: ReturnType<S extends { bigId: true } ? typeof bigId : typeof plainId>;
} & FieldColumns<D> &
  (S extends { columns: infer X } ? X : unknown) &
  (S extends { stamps: false } ? unknown : typeof rowStamps);

type ColumnMap<T> = T extends Record<string, PgColumnBuilderBase> ? T : never;

/** A table of these columns, checked once its definition is known (a generic one cannot be). */
type TableOf<C> = C extends TableConfig ? PgTableWithColumns<C> : never;

export type DerivedTable<D extends EntityDef, S extends Storage = NonNullable<unknown>> = TableOf<{
  name: string;
  schema: undefined;
  columns: BuildColumns<string, ColumnMap<Columns<D, S>>, 'pg'>;
  dialect: 'pg';
}>;

/**
 * The table of an entity, built from its definition (DESIGN section 6: derived tables): one column per
 * stored field, the row stamps, an index behind every owner, filter and sort (unless a unique key or a
 * composite index of the definition begins with its column), and what the definition
 * adds (unique keys, composite indexes), plus what `storage` says only the server knows. Its typed
 * columns follow the fields when the definition keeps their literal types (`satisfies EntityDef`).
 * Migrations are still generated from it and committed.
 */
export function derivedTable<D extends EntityDef, S extends Storage = NonNullable<unknown>>(
  def: D,
  storage?: S & Storage,
): DerivedTable<D, S> {
  if (!def.table) throw new Error(`${def.name}: no table declared`);
  const stored = def.fields.filter((f) => !f.virtual);
  const columns: Record<string, PgColumnBuilderBase> = { id: storage?.bigId ? bigId() : plainId() };
  for (const f of stored) {
    columns[f.name] = columnOf(f);
    if (f.sensitive) columns[`${f.name}Bidx`] = bidxColumn(f);
  }
  Object.assign(columns, storage?.columns, storage?.stamps === false ? {} : rowStamps);
  const tableName = def.table.name;
  const fieldOf = (name: string) => stored.find((f) => f.name === name);
  const table = pgTable(tableName, columns, (t) => {
    const c = t as unknown as Record<string, never>;
    const seen = new Set<string>();
    const out: PgTableExtraConfigValue[] = [];
    const add = (named: string[], unique = false) => {
      // A sensitive field is found and kept unique by its blind index, never by its ciphertext.
      const fields = named.map((n) => (fieldOf(n)?.sensitive ? `${n}Bidx` : n));
      const key = fields.join(',');
      if (seen.has(key) || fields.some((n) => !(n in c))) return;
      // An index that begins with this one's column already serves it: another would only slow writes.
      if (!unique && fields.length === 1 && [...seen].some((k) => k.startsWith(`${key},`))) return;
      seen.add(key);
      // Named by columns, so that a wire name over an older column keeps the older index.
      const columnNames = named.map((n) => (fieldOf(n)?.column ?? snake(n)) + (fieldOf(n)?.sensitive ? '_bidx' : ''));
      const idxName = `${tableName}_${columnNames.join('_')}_${unique ? 'uq' : 'idx'}`;
      const arrays = named.length === 1 && ['orgs', 'refs', 'dicts'].includes(fieldOf(named[0])?.kind ?? '');
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
    return [...out, ...(storage?.indexes?.(t as unknown as Record<string, ExtraConfigColumn>) ?? [])];
  });
  return table as unknown as DerivedTable<D, S>;
}
