/**
 * Tables whose committed changes the database does not announce (migration 0006): they change on every
 * sign-in or request, or only grow. No cached read may rest on them; every other table announces its
 * changes (migrations 0006, 0019, 0020 and the triggers `npm run db:generate` adds to each new table).
 */
export const UNANNOUNCED_TABLES: readonly string[] = [
  'operation_log',
  'login_log',
  'sessions',
  'captchas',
  'login_failures',
  'submit_tokens',
  'rate_limits',
  'sign_in_challenges',
  'log_chains',
];

/**
 * Whether every committed change to the table reaches the read caches, so that a read may rest on it.
 * Sessions do not count: only their ends and hand-overs are announced, by triggers of their own.
 */
export const isAnnounced = (table: string): boolean => !UNANNOUNCED_TABLES.includes(table);
