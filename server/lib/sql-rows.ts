/** The rows of a raw `db.execute`: node-postgres answers `{rows}`, PGlite through Drizzle may answer the array itself. */
export function resultRows<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return (Array.isArray(r) ? r : (r.rows ?? [])) as T[];
}

/** One array parameter, and a column holding one of a list (see lib/scope.ts). */
export { anyOf, intArray } from './scope';
