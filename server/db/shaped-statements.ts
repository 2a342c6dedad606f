import { AsyncLocalStorage } from 'node:async_hooks';
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

function shapeOf(built: Preparable): Shape {
  const p = built.prepare(undefined as unknown as string) as DriverPrepared;
  const text = p.queryString;
  if (typeof text !== 'string' || !Array.isArray(p.params))
    throw new Error('shaped statement: the query builder no longer offers its text and parameters');
  return {
    text,
    params: p.params,
    fields: p.fields,
    arrayMode: p._isResponseInArrayMode,
    mapper: p.customResultMapper,
    joins: p.joinsNotNullableMap,
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
