import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { getTableName } from 'drizzle-orm';
import { alias, PgColumn } from 'drizzle-orm/pg-core';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { maskMiddle } from '../../../src/contract/validators';
import { bidxName, masked, openValue } from '../../lib/sensitive';
import { moneyText } from '../../../src/contract/resource/check';
import type { SessionUser } from '../../lib/session-user';
import type { Binding } from './binding';
import { filterConditions, orderBy } from './filters';
import { columnsOf, orgJoins, readScope } from './scope-joins';
import { namedInAddedSql, ownerField, ownPart, readParts } from './announced-parts';
import { recordPart } from '../../db/change-feed';
import { inParts } from '../../db/table-capture';
import { runBySlots, StatementSlots } from '../../db/statement-slots';
import type { Db } from '../../db/client';

export interface ListArgs {
  pageCurrent: number;
  pageSize: number;
  filters: Record<string, unknown>;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Only the records whose field holds one of the values (what the caller's menu entries open). */
  within?: { field: string; values: string[] };
}

/** The condition of `within`, compared as a filter of one of the values would be. */
function withinConditions(b: Binding, p: Plan, within: ListArgs['within'], slots?: StatementSlots): SQL[] {
  if (!within) return [];
  const field = b.def.fields.find((f) => f.name === within.field)!;
  return filterConditions([{ ...field, filter: 'in' }], { [field.name]: within.values }, p.exprOf, slots);
}

interface Plan {
  selection: Record<string, PgColumn | SQL>;
  joins: { table: unknown; on: SQL }[];
  exprOf: (name: string) => PgColumn | SQL | undefined;
  /** References whose records a read joins by id alone: the field, the key of the joined owner, the table. */
  joinedRecords: { field: string; ownerKey: string; table: string }[];
}

const plans = new WeakMap<Binding, Plan>();

/** The entity's plan, made once: its columns, joins and derived SQL hold no value of any one read. */
function planOf(b: Binding, resolve: (entity: string) => Binding): Plan {
  let p = plans.get(b);
  if (!p) plans.set(b, (p = plan(b, resolve)));
  return p;
}

/** Columns, derived SQL, and the names of every referenced organisation and record. */
function plan(b: Binding, resolve: (entity: string) => Binding): Plan {
  const cols = columnsOf(b.table);
  const computed = b.behaviour.computed?.() ?? {};
  const oj = orgJoins(b);
  const selection: Record<string, PgColumn | SQL> = { ...cols, ...computed };
  const candidates: (Plan['joinedRecords'][number] & { owner: PgColumn })[] = [];
  const joins: { table: unknown; on: SQL }[] = oj.map((j) => ({ table: j.org, on: j.on }));
  for (const j of oj) selection[`${j.field}Name`] = j.org.name as unknown as PgColumn;
  for (const f of b.def.fields) {
    if ((f.kind === 'orgs' || f.kind === 'refs') && cols[f.name] && f.list) {
      // The names of a list of organisations or records, in the list's order.
      const target = f.kind === 'orgs' ? { table: 'orgs', title: 'name' } : titleOf(resolve(f.ref!));
      selection[`${f.name}Names`] =
        sql`(SELECT coalesce(json_agg(x.${sql.raw(target.title)} ORDER BY array_position(${cols[f.name]}, x.id)), '[]') FROM ${sql.raw(`"${target.table}"`)} x WHERE x.id = ANY(${cols[f.name]}))`;
    }
    if (f.kind !== 'ref' || !cols[f.name]) continue;
    const target = resolve(f.ref!);
    const t = alias(target.table as never, `r_${f.name}`) as unknown as Record<string, PgColumn>;
    joins.push({ table: t, on: eq(t.id, cols[f.name]) });
    selection[`${f.name}Name`] = t[target.def.titleField];
    const owner = ownerField(target);
    if (owner && target !== b)
      candidates.push({
        field: f.name,
        ownerKey: `${JOINED_OWNER}${f.name}`,
        table: getTableName(target.table),
        owner: t[owner],
      });
  }
  // A table the read also names elsewhere (a derived column, a scope, a list of names) counts whole; so
  // does one a reference joins by other than its own record (two references to it: both must be joins).
  const derived = new Set(Object.values(computed));
  const elsewhere = Object.values(selection).filter((v): v is SQL => !(v instanceof PgColumn) && !derived.has(v));
  const onlyComputedRecords = (table: string) =>
    candidates.filter((j) => j.table === table).every((j) => b.behaviour.computedReads?.includes(j.field));
  const narrowed = new Set(
    candidates.map((j) => j.table).filter((t) => !namedInAddedSql(b, t, elsewhere, onlyComputedRecords(t))),
  );
  const joinedRecords = candidates
    .filter((j) => narrowed.has(j.table))
    .map(({ owner, ...j }) => {
      // The joined record's owner comes along: the read rests on that record's part, not its whole table.
      selection[j.ownerKey] = owner;
      return j;
    });
  return { selection, joins, exprOf: (name) => computed[name] ?? cols[name], joinedRecords };
}

/** Where a row carries the owner of the record a reference joins; no field is named so. */
const JOINED_OWNER = '__owner_';

/**
 * The parts of the tables a read joined by reference that its rows rest on: each joined record's own.
 * A reference whose record was not found (or has no owner) leaves its table whole. Takes the owners off
 * the rows.
 */
function joinedParts(p: Plan, rows: Record<string, unknown>[]): Map<string, string[]> {
  const parts = new Map<string, string[]>();
  const whole = new Set<string>();
  for (const j of p.joinedRecords) {
    const list = parts.get(j.table) ?? [];
    parts.set(j.table, list);
    for (const r of rows) {
      const id = r[j.field];
      const owner = r[j.ownerKey];
      if (id === null || id === undefined) continue;
      if (typeof id === 'number' && typeof owner === 'number') list.push(recordPart(owner, id));
      else whole.add(j.table);
    }
  }
  for (const t of whole) parts.delete(t);
  return parts;
}

/** The joined records' owners, which rows carry for their parts and answer no one. */
const joinedOwners = (p: Plan): string[] => p.joinedRecords.map((j) => j.ownerKey);

/** The SQL table and title column of an entity, for the names of references. */
function titleOf(target: Binding): { table: string; title: string } {
  const col = columnsOf(target.table)[target.def.titleField];
  return { table: getTableName(target.table), title: `"${col.name}"` };
}

function baseQuery(db: Db, b: Binding, p: Plan, selection: Record<string, unknown>) {
  let q = db
    .select(selection as never)
    .from(b.table)
    .$dynamic();
  for (const j of p.joins) q = q.leftJoin(j.table as never, j.on);
  return q;
}

/** How one field's stored value turns into what the client reads. */
type Conversion = (v: unknown, unmasked: boolean) => unknown;

/** Per entity: what a row carries that no answer shows (the blind indexes, who made and last changed it), and each field's conversion. */
interface Presentation {
  hidden: ReadonlySet<string>;
  conversions: readonly (readonly [string, Conversion])[];
}

const presentations = new WeakMap<Binding, Presentation>();

function presentationOf(b: Binding): Presentation {
  let p = presentations.get(b);
  if (p) return p;
  const conversions: [string, Conversion][] = [];
  for (const f of b.def.fields) {
    const kind = f.kind;
    const masks = f.masked;
    if (kind === 'int' || kind === 'decimal') conversions.push([f.name, (v) => (v == null ? v : Number(v))]);
    else if (kind === 'money') conversions.push([f.name, (v) => (v == null ? v : moneyText(v))]);
    else if (kind === 'datetime')
      conversions.push([f.name, (v) => (v == null ? v : new Date(v as string).toISOString())]);
    // Personal data is stored encrypted and answered masked to everyone: the reveal call shows it whole.
    if (f.sensitive) conversions.push([f.name, (v) => (typeof v === 'string' ? masked(f, openValue(v)) : v)]);
    else if (masks)
      conversions.push([
        f.name,
        (v, unmasked) => (!unmasked && typeof v === 'string' ? maskMiddle(v, masks.keepStart, masks.keepEnd) : v),
      ]);
  }
  p = {
    hidden: new Set([
      ...b.def.fields.filter((f) => f.sensitive).map((f) => bidxName(f.name)),
      'createdBy',
      'updatedBy',
    ]),
    conversions,
  };
  presentations.set(b, p);
  return p;
}

/**
 * Converts database values to what the client reads, masking what the caller may not see, into new
 * records without what they do not show (and without `drop`, what the read carried for itself). Each
 * record is made with only its own fields, in one go: one whose fields were deleted is slower to read
 * and to turn into JSON. The rows of one read carry the same keys.
 */
export function present(
  b: Binding,
  rows: Record<string, unknown>[],
  user: SessionUser,
  drop: readonly string[] = [],
): Record<string, unknown>[] {
  if (!rows.length) return [];
  const unmasked = user.privileges.has(PRIVILEGES.memberSensitive);
  const { hidden, conversions } = presentationOf(b);
  const keys = Object.keys(rows[0]).filter((k) => !hidden.has(k) && !drop.includes(k));
  const converted = conversions.filter(([name]) => keys.includes(name));
  return rows.map((row) => {
    const r: Record<string, unknown> = {};
    for (const k of keys) r[k] = row[k];
    for (const [name, convert] of converted) r[name] = convert(r[name], unmasked);
    return r;
  });
}

export async function listRecords(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  user: SessionUser,
  args: ListArgs,
) {
  const p = planOf(b, resolve);
  // Every scope, filter and page value goes into a slot: the read goes by shape.
  const slots = StatementSlots.slotted();
  const where = and(
    readScope(b, user, slots),
    ...withinConditions(b, p, args.within, slots),
    ...filterConditions(b.def.fields, args.filters, p.exprOf, slots),
  );
  const cols = columnsOf(b.table);
  const order = orderBy(b.def.fields, args.sort, b.def.defaultSort, p.exprOf, cols.id);
  slots.note(`sort:${args.sort ? `${args.sort.field}:${args.sort.order}` : ''}`);
  // The page and the count in one statement: the count, a subquery without joins (scope and filters all
  // stand on the entity's own columns), is worked out once beside the page's rows.
  const counted = sql<number>`(SELECT count(*) FROM ${b.table} WHERE ${where})`.mapWith(Number);
  const parts = readParts(b, user);
  const limit = slots.put(args.pageSize);
  const offset = slots.put((args.pageCurrent - 1) * args.pageSize);
  const records = (await inParts(
    getTableName(b.table),
    parts,
    () =>
      runBySlots<unknown[]>(db, b, 'list', slots, () =>
        baseQuery(db, b, p, { ...p.selection, [TOTAL]: counted })
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    undefined,
    (rows) => joinedParts(p, rows as Record<string, unknown>[]),
  )) as Record<string, unknown>[];
  // A page past the end has no row to carry the count: only then is it asked on its own.
  const total = records.length
    ? Number(records[0][TOTAL])
    : args.pageCurrent === 1
      ? 0
      : Number(
          (
            (await inParts(getTableName(b.table), parts, () =>
              runBySlots<unknown[]>(db, b, 'count', slots, () =>
                db.select({ total: count() }).from(b.table).where(where).$dynamic(),
              ),
            )) as { total: number }[]
          )[0].total,
        );
  const rows = present(b, records, user, [TOTAL, ...joinedOwners(p)]);
  await b.behaviour.decorate?.(db, rows);
  return { records: rows, total };
}

/** The name under which a list's rows carry the count of all matching rows; no field is called so. */
const TOTAL = '__total';

/**
 * One record the caller may read, or undefined (also when it exists outside their scope). `reach`
 * only asks whether the caller reaches it (a reference being checked): the row, without what screens add.
 */
export async function getRecord(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  user: SessionUser,
  id: number,
  opts: { reach?: boolean; accessories?: boolean } = {},
) {
  const p = planOf(b, resolve);
  const cols = columnsOf(b.table);
  // The id and every scope value go into slots: the read goes by shape.
  const slots = StatementSlots.slotted();
  const where = and(eq(cols.id, slots.put(id)), readScope(b, user, slots));
  // The record's files, for its detail, come in the same statement (in `ACCESSORIES`, answered as `accessories`).
  const selection = opts.accessories
    ? { ...p.selection, [ACCESSORIES]: accessoriesOfRow(cols.id, slots.put(b.def.name)) }
    : p.selection;
  if (opts.accessories) slots.note('accessories');
  // Found, the record rests on its own part only: a write to another record, of its branch or another, leaves it kept.
  const [row] = await inParts(
    getTableName(b.table),
    readParts(b, user),
    () => runBySlots<unknown[]>(db, b, 'get', slots, () => baseQuery(db, b, p, selection).where(where)),
    (rows) => ownPart(b, rows[0] as Record<string, unknown> | undefined),
    (rows) => joinedParts(p, rows as Record<string, unknown>[]),
  );
  if (!row) return undefined;
  const held = row as Record<string, unknown>;
  const [out] = present(b, [held], user, [ACCESSORIES, ...joinedOwners(p)]);
  // The record's files, oldest first.
  if (opts.accessories)
    out.accessories = typeof held[ACCESSORIES] === 'string' ? (JSON.parse(held[ACCESSORIES]) as unknown[]) : [];
  if (opts.reach) return out;
  await b.behaviour.decorate?.(db, [out]);
  await b.behaviour.decorateDetail?.(db, [out]);
  return out;
}

/** Where a row read with its files carries them; no field is called so. */
const ACCESSORIES = '__accessories';

/**
 * The files of the record a row holds, oldest first, as JSON text: what `accessoriesOf` answers, each
 * time of adding as the ISO text (in UTC, to the millisecond) a Date of it turns into.
 */
function accessoriesOfRow(id: PgColumn, entity: unknown): SQL<string> {
  return sql<string>`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'size', a.size, 'mime', a.mime,
    'createdAt', to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY a.id), '[]')::text
    FROM accessories a WHERE a.entity = ${entity} AND a.record_id = ${id})`;
}

/** What an export reads: the caller's scope, the list's bounds and its filters, each as the list has them. */
function exportWhere(
  b: Binding,
  p: ReturnType<typeof planOf>,
  user: SessionUser,
  args: Pick<ListArgs, 'within' | 'filters'>,
) {
  return and(
    readScope(b, user),
    ...withinConditions(b, p, args.within),
    ...filterConditions(b.def.fields, args.filters, p.exprOf),
  );
}

/** Every matching record for an export, up to a limit. */
export async function exportRecords(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  user: SessionUser,
  args: Omit<ListArgs, 'pageCurrent' | 'pageSize'>,
  limit: number,
) {
  const p = planOf(b, resolve);
  const where = exportWhere(b, p, user, args);
  const cols = columnsOf(b.table);
  const rows = await baseQuery(db, b, p, p.selection)
    .where(where)
    .orderBy(...orderBy(b.def.fields, args.sort, b.def.defaultSort, p.exprOf, cols.id))
    .limit(limit + 1);
  return present(b, rows as Record<string, unknown>[], user, joinedOwners(p));
}

/**
 * The matching records after `afterId`, by id, `size` at a time: an export of any length reads them in
 * batches that each use the primary key, where an offset would read every row before the page again.
 */
export async function exportBatch(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  user: SessionUser,
  args: Omit<ListArgs, 'pageCurrent' | 'pageSize' | 'sort'>,
  afterId: number,
  size: number,
) {
  const p = planOf(b, resolve);
  const cols = columnsOf(b.table);
  const where = and(exportWhere(b, p, user, args), sql`${cols.id} > ${afterId}`);
  const rows = await baseQuery(db, b, p, p.selection).where(where).orderBy(cols.id).limit(size);
  return present(b, rows as Record<string, unknown>[], user, joinedOwners(p));
}

/** How many records an export of the filter holds. */
export async function exportCount(
  db: Db,
  b: Binding,
  resolve: (e: string) => Binding,
  user: SessionUser,
  args: Omit<ListArgs, 'pageCurrent' | 'pageSize' | 'sort'>,
): Promise<number> {
  const p = planOf(b, resolve);
  const where = exportWhere(b, p, user, args);
  const [row] = await db.select({ n: count() }).from(b.table).where(where);
  return Number(row.n);
}
