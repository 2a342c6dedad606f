import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../lib/session-user';

/**
 * The leaders whose agenda a caller may read (mode 'read') or keep ('write'): their own, as a leader,
 * and those a leader grant names them for (every grant lets its account see the agenda; keeping it
 * needs canKeepAgenda). Nobody else's, whatever their organisation scope.
 */
export function leaderAgendaScope(
  user: SessionUser,
  mode: 'read' | 'write',
  /** the account's value or its slot */ account: unknown = user.accountId,
): SQL {
  const granted = mode === 'write' ? sql`g.can_keep_agenda` : sql`true`;
  return sql`SELECT l.id FROM leaders l WHERE l.account_id = ${account}
    UNION SELECT g.leader_id FROM leader_grants g WHERE g.account_id = ${account} AND ${granted}`;
}
