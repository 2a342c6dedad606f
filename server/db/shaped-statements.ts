import { AsyncLocalStorage } from 'node:async_hooks';
import { Column, is, SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A built statement (select, insert, update) of the query builder: what it offers before it runs. */
export interface Preparable {
  prepare(name: string): unknown;
}

/**
 * What a statement of one shape is, apart from any handle: its text, its parameters (values or slots),
 * how its rows map to fields. The query builder's prepared query holds these beside the session it
 * was made on; kept alone, they run on any session, the database's own or a transaction's.
 */
interface Shape {
  text: string;
  params: unknown[];
  fields: unknown;
  arrayMode: boolean;
  mapper: unknown;
  joins: unknown;
}

/** The prepared query of the node-postgres and PGlite drivers, as far as a shape reads it. */
interface DriverPrepared {
  queryString?: string;
  params: unknown[];
  fields: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper?: unknown;
  joinsNotNullableMap?: unknown;
  execute(values: Record<string, unknown>): Promise<unknown>;
}

interface Session {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper?: unknown,
  ): DriverPrepared;
}

/** Shapes kept per owner: the filters, sorts and column sets in use are few; a flood of odd ones only rebuilds. */
const MAX_SHAPES = 200;
const byOwner = new WeakMap<object, Map<string, Shape>>();

/** A selected field as the query builder lists it: where it goes in the row, and the column or expression. */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * The rows of a shape whose fields all sit at the top of the row (no nested objects, so nothing for a
 * join to null), mapped with each column's decoder found once for the shape: what the query builder
 * works out again for every value of every row. Null when a field is nested or of a kind not known here:
 * the builder's own mapping then serves.
 */
export function flatRowMapper(fields: unknown): ((rows: unknown[][]) => Record<string, unknown>[]) | null {
  if (!Array.isArray(fields) || !fields.length) return null;
  const names: string[] = [];
  const decoders: Decoder[] = [];
  for (const { path, field } of fields as SelectedField[]) {
    if (path.length !== 1) return null;
    let decoder: Decoder | undefined;
    if (is(field, Column)) decoder = field;
    else if (is(field, SQL)) decoder = (field as unknown as { decoder: Decoder }).decoder;
    else if (is(field, SQL.Aliased)) decoder = (field as unknown as { sql: { decoder: Decoder } }).sql.decoder;
    if (!decoder) return null;
    names.push(path[0]);
    decoders.push(decoder);
  }
  const width = names.length;
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const raw = row[i];
        out[names[i]] = raw === null ? null : decoders[i].mapFromDriverValue(raw);
      }
      return out;
    });
}

function shapeOf(built: Preparable): Shape {
  const p = built.prepare(undefined as unknown as string) as DriverPrepared;
  const text = p.queryString;
  if (typeof text !== 'string' || !Array.isArray(p.params))
    throw new Error('shaped statement: the query builder no longer offers its text and parameters');
  const flat = !p.customResultMapper && !p._isResponseInArrayMode ? flatRowMapper(p.fields) : null;
  return {
    text,
    params: p.params,
    fields: p.fields,
    arrayMode: p._isResponseInArrayMode,
    mapper: p.customResultMapper ?? flat ?? undefined,
    // A flat shape has no nested object for a join to null.
    joins: flat ? undefined : p.joinsNotNullableMap,
  };
}

/**
 * Runs the statement of this shape on the handle with the values of its slots; `build` makes it the
 * first time the owner (an entity, a table) meets the shape. Building a statement (columns, joins,
 * derived columns and conditions turned into text) costs the server more than sending it, and the
 * text of one shape is the same every time: only the values in its slots differ. The shape must name
 * everything that changes the text (which columns, which filters, how many values a list holds);
 * values not in slots are kept as the first build had them.
 */
export function runShaped<T = unknown>(
  db: Db,
  owner: object,
  shape: string,
  build: () => Preparable,
  values: Record<string, unknown>,
): Promise<T> {
  if (afresh.getStore())
    return (build().prepare(undefined as unknown as string) as DriverPrepared).execute(values) as Promise<T>;
  let shapes = byOwner.get(owner);
  if (!shapes) byOwner.set(owner, (shapes = new Map()));
  let s = shapes.get(shape);
  if (!s) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, (s = shapeOf(build())));
  }
  // The query builder's own way to run a prepared query, on this handle's session (a transaction's connection).
  const session = (db as unknown as { session: Session }).session;
  const prepared = session.prepareQuery({ sql: s.text, params: s.params }, s.fields, undefined, s.arrayMode, s.mapper);
  if (s.joins) prepared.joinsNotNullableMap = s.joins;
  return prepared.execute(values) as Promise<T>;
}

const afresh = new AsyncLocalStorage<true>();

/**
 * Runs work whose shaped statements are each built as they come, none taken from those kept: what the
 * kept ones are checked against (a shape that leaves out something that changes the text answers
 * differently).
 */
export function builtAfresh<T>(work: () => Promise<T>): Promise<T> {
  return afresh.run(true, work);
}
