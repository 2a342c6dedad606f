import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, orgs, roles, sessions } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type { AppConfig } from '../../config';

/** Only write last-seen when it has moved this much, so that reads stay reads. */
const TOUCH_EVERY_MS = 30_000;

export async function createSession(
  db: Db,
  config: AppConfig,
  args: { accountId: number; roleId: number; ip?: string; userAgent?: string; expiresAt?: Date },
): Promise<string> {
  const token = newToken();
  const expiresAt = args.expiresAt ?? new Date(Date.now() + config.sessionAbsoluteHours * 3600_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    accountId: args.accountId,
    roleId: args.roleId,
    expiresAt,
    ip: args.ip?.slice(0, 64),
    userAgent: args.userAgent?.slice(0, 300),
  });
  return token;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeAccountSessions(db: Db, accountId: number, exceptSessionId?: number): Promise<void> {
  const cond = exceptSessionId
    ? and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${exceptSessionId}`)
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(cond);
}

/**
 * The session query of every call, built and prepared once per database: building a query of this
 * shape costs more CPU than running it.
 */
function prepareResolve(db: Db) {
  return db
    .select({
      session: sessions,
      account: accounts,
      org: { id: orgs.id, path: orgs.path, level: orgs.level, name: orgs.name },
      role: { id: roles.id, value: roles.value },
      // Privileges and granted subtrees in the same round trip: this runs on every call.
      privileges: sql<string[] | null>`(SELECT array_agg(rp.privilege) FROM role_privileges rp WHERE rp.role_id = ${sessions.roleId})`,
      grantedPaths: sql<string[] | null>`(SELECT array_agg(go.path) FROM account_orgs ao JOIN orgs go ON go.id = ao.org_id WHERE ao.account_id = ${accounts.id})`,
      scopeOrgIds: sql<number[] | null>`(SELECT array_agg(so.id) FROM orgs so WHERE so.path LIKE ${orgs.path} || '%'
        OR EXISTS (SELECT 1 FROM account_orgs ao2 JOIN orgs g2 ON g2.id = ao2.org_id WHERE ao2.account_id = ${accounts.id} AND so.path LIKE g2.path || '%'))`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(orgs, eq(orgs.id, accounts.orgId))
    .innerJoin(roles, eq(roles.id, sessions.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('resolve_session');
}

const preparedResolve = new WeakMap<Db, ReturnType<typeof prepareResolve>>();

/** The user behind a token, or null when it is unknown, revoked, idle too long or past its end. */
export async function resolveSession(db: Db, config: AppConfig, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  let query = preparedResolve.get(db);
  if (!query) {
    query = prepareResolve(db);
    preparedResolve.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const now = Date.now();
  const s = row.session;
  if (s.revokedAt || s.expiresAt.getTime() <= now) return null;
  if (s.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000 <= now) return null;
  if (row.account.status !== 'active') return null;
  if (now - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, s.id));
  }
  return {
    sessionId: s.id,
    accountId: row.account.id,
    account: row.account.account,
    name: row.account.name,
    orgId: row.org.id,
    orgPath: row.org.path,
    orgLevel: row.org.level,
    orgName: row.org.name,
    memberId: row.account.memberId,
    roleId: row.role.id,
    roleValue: row.role.value,
    privileges: new Set(row.privileges ?? []),
    scopePaths: [row.org.path, ...(row.grantedPaths ?? [])],
    scopeOrgIds: (row.scopeOrgIds ?? []).map(Number),
    expiresAt: s.expiresAt,
  };
}
