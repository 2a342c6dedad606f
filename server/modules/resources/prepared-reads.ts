import type { Db } from '../../db/client';
import type { Binding } from './binding';

/** What a built select offers: run with the values of its slots. */
export interface PreparedRead {
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

/** Shapes kept per entity and database: the filters and sorts clerks use are few; a flood of odd ones only rebuilds. */
const MAX_SHAPES = 200;

const byDb = new WeakMap<object, WeakMap<Binding, Map<string, PreparedRead>>>();

/**
 * The statement of a read of this shape, built by `build` the first time. Building a select (its
 * columns, joins, derived columns and conditions turned into text) costs the server more than sending
 * it; the text of one shape is the same every time, only the values in its slots differ.
 */
export function preparedRead(db: Db, b: Binding, shape: string, build: () => PreparedRead): PreparedRead {
  let entities = byDb.get(db);
  if (!entities) byDb.set(db, (entities = new WeakMap()));
  let shapes = entities.get(b);
  if (!shapes) entities.set(b, (shapes = new Map()));
  let read = shapes.get(shape);
  if (!read) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(shape, (read = build()));
  }
  return read;
}
