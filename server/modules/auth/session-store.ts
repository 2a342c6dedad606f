import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountOrgs, accounts, orgs, rolePrivileges, roles, sessions } from '../../db/schema/index';
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

/** The user behind a token, or null when it is unknown, revoked, idle too long or past its end. */
export async function resolveSession(db: Db, config: AppConfig, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      session: sessions,
      account: accounts,
      org: { id: orgs.id, path: orgs.path, level: orgs.level, name: orgs.name },
      role: { id: roles.id, value: roles.value },
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .innerJoin(orgs, eq(orgs.id, accounts.orgId))
    .innerJoin(roles, eq(roles.id, sessions.roleId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const s = row.session;
  if (s.revokedAt || s.expiresAt.getTime() <= now) return null;
  if (s.lastSeenAt.getTime() + config.sessionIdleMinutes * 60_000 <= now) return null;
  if (row.account.status !== 'active') return null;
  if (now - s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.id, s.id));
  }
  const [privRows, grantRows] = await Promise.all([
    db.select({ p: rolePrivileges.privilege }).from(rolePrivileges).where(eq(rolePrivileges.roleId, s.roleId)),
    db.select({ orgId: accountOrgs.orgId }).from(accountOrgs).where(eq(accountOrgs.accountId, row.account.id)),
  ]);
  const granted = grantRows.length
    ? await db.select({ path: orgs.path }).from(orgs).where(inArray(orgs.id, grantRows.map((g) => g.orgId)))
    : [];
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
    privileges: new Set(privRows.map((r) => r.p)),
    scopePaths: [row.org.path, ...granted.map((g) => g.path)],
    expiresAt: s.expiresAt,
  };
}
