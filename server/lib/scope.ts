import { eq, like, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from './session-user';

/** SQL condition: an organisation path column lies in one of the user's subtrees (an indexed prefix match). */
export function inScopeSql(user: Pick<SessionUser, 'scopePaths' | 'exactPaths'>, pathColumn: AnyColumn): SQL {
  const parts = user.scopePaths.map((p) =>
    user.exactPaths?.includes(p) ? eq(pathColumn, p) : like(pathColumn, `${p}%`),
  );
  if (!parts.length) return eq(pathColumn, ''); // a scope of nothing (listed organisations, none listed)
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}

/**
 * A list as ONE SQL parameter (a PostgreSQL array literal): interpolated as a JavaScript array, drizzle
 * would spread it into a row of parameters, which `= ANY(...)` and `::int[]` do not take.
 */
export const intArray = (ids: readonly number[]): SQL => sql`${intArrayText(ids)}::int[]`;

/** SQL condition: the column (or expression) holds one of the ids, the list going as one parameter. */
export const anyOf = (target: AnyColumn | SQL, ids: readonly number[]): SQL => sql`${target} = ANY(${intArray(ids)})`;

/** The array literal of a list of ids ('{1,2,3}'), for a statement that takes it as one value. */
export const intArrayText = (ids: readonly number[]): string => `{${ids.map((n) => Math.trunc(Number(n))).join(',')}}`;

export const textArray = (items: readonly string[]): SQL =>
  sql`${`{${items.map((s) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;
