import { like, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SessionUser } from './session-user';

/** SQL condition: an organisation path column lies in one of the user's subtrees (an indexed prefix match). */
export function inScopeSql(user: Pick<SessionUser, 'scopePaths'>, pathColumn: AnyColumn): SQL {
  const parts = user.scopePaths.map((p) => like(pathColumn, `${p}%`));
  return (parts.length === 1 ? parts[0] : or(...parts)) as SQL;
}
