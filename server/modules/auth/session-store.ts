import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, orgs, roles, sessions } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';
import type { SessionUser } from '../../lib/session-user';
import type { AppConfig } from '../../config';
import { feedOf } from '../../db/change-feed';
import { captureTables, readTablesOf } from '../../db/table-capture';
import { cacheKind, cacheOn, type ReadCache } from '../../lib/read-cache';
import { heldMenuPathsOf } from '../../lib/menu-access';

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

/**
 * Ends a session. On the root handle the change is committed here, so this process forgets its
 * cached sessions at once (other processes hear of it from the database); inside a write call the
 * call does that after its commit.
 */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  feedOf(db)?.changed();
}

export async function revokeAccountSessions(db: Db, accountId: number, exceptSessionId?: number): Promise<void> {
  const cond = exceptSessionId
    ? and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${exceptSessionId}`)
    : and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(cond);
  feedOf(db)?.changed();
}

/**
 * The session query of every call, built and prepared once per database: building a query of this
 * shape costs more CPU than running it.
 */
function prepareResolve(db: Db) {
  return db
    .select({
      // Only what a call checks and what the user carries: the account's secrets and its profile stay unread.
      session: {
        id: sessions.id,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      },
      account: {
        id: accounts.id,
        account: accounts.account,
        name: accounts.name,
        status: accounts.status,
        memberId: accounts.memberId,
      },
      org: { id: orgs.id, path: orgs.path, level: orgs.level, name: orgs.name },
      role: { id: roles.id, value: roles.value, dataScope: roles.dataScope },
      // Privileges, data scope and granted subtrees in the same round trip: this runs on every call.
      privileges: sql<
        string[] | null
      >`(SELECT array_agg(rp.privilege) FROM role_privileges rp WHERE rp.role_id = ${sessions.roleId})`,
      grantedPaths: sql<
        string[] | null
      >`(SELECT array_agg(go.path) FROM account_orgs ao JOIN orgs go ON go.id = ao.org_id WHERE ao.account_id = ${accounts.id})`,
      // The roots of the role's data scope: the own organisation (alone or with its subtree), the group's root, or the listed ones.
      rolePaths: sql<string[] | null>`(CASE ${roles.dataScope}
        WHEN '3' THEN (SELECT array_agg(r.path::text) FROM orgs r WHERE r.parent_id IS NULL)
        WHEN '4' THEN (SELECT array_agg(l.path::text) FROM orgs l WHERE l.id = ANY(${roles.scopeOrgIds}))
        ELSE ARRAY[${orgs.path}::text] END)`,
      scopeOrgIds: sql<number[] | null>`(SELECT array_agg(so.id) FROM orgs so WHERE
        (CASE ${roles.dataScope}
          WHEN '1' THEN so.id = ${orgs.id}
          WHEN '3' THEN true
          WHEN '4' THEN EXISTS (SELECT 1 FROM orgs lo WHERE lo.id = ANY(${roles.scopeOrgIds}) AND so.path LIKE lo.path || '%')
          ELSE so.path LIKE ${orgs.path} || '%' END)
        OR EXISTS (SELECT 1 FROM account_orgs ao2 JOIN orgs g2 ON g2.id = ao2.org_id WHERE ao2.account_id = ${accounts.id} AND so.path LIKE g2.path || '%'))`,
      // The stamps of the menu tree and of what roles hold: the role's rights, which every call checks, are
      // worked out from those tables again only when one has moved (lib/menu-access.ts).
      menuStamp: sql<string | null>`(SELECT ts.stamp FROM table_stamps ts WHERE ts.name = 'menus')`,
      roleMenusStamp: sql<string | null>`(SELECT ts.stamp FROM table_stamps ts WHERE ts.name = 'role_menus')`,
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

interface CachedSession {
  user: SessionUser;
  lastSeenAt: number;
}

const SESSIONS = cacheKind<CachedSession>('sessions', { maxEntries: 20_000, ttlMs: 5 * 60_000 });

function sessionCacheOf(db: Db): ReadCache<CachedSession> | undefined {
  const feed = feedOf(db);
  return feed && cacheOn(feed, SESSIONS);
}

/**
 * The user behind a token, or null when it is unknown, revoked, idle too long or past its end.
 *
 * A session this process resolved is kept until anything is committed that it rests on (sessions
 * ending or changing role, accounts, roles, organisations: see ChangeFeed), so that a call costs no
 * query for it. Only a live answer is kept: whatever looks ended in the cache is asked of the
 * database again, where another process may have touched it since.
 */
export async function resolveSession(db: Db, config: AppConfig, token: string): Promise<SessionUser | null> {
  if (!token || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const cache = sessionCacheOf(db);
  const now = Date.now();
  const idleMs = config.sessionIdleMinutes * 60_000;
  const hit = cache?.get(tokenHash, now);
  if (hit && hit.user.expiresAt.getTime() > now && hit.lastSeenAt + idleMs > now) {
    if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
      // Marked first: of the calls that come at once, one touches the row and the others go on.
      hit.lastSeenAt = now;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, hit.user.sessionId));
    }
    return hit.user;
  }
  const generation = cache?.begin() ?? null;
  let query = preparedResolve.get(db);
  if (!query) {
    query = prepareResolve(db);
    preparedResolve.set(db, query);
  }
  // The tables the session rests on (accounts, roles, privileges, grants, organisations): a change to another table leaves it cached.
  // Without a cache to keep it in, nothing asks which tables the read rested on.
  const { value: rows, use } = cache
    ? await captureTables(() => query.execute({ tokenHash }))
    : { value: await query.execute({ tokenHash }), use: undefined };
  const [row] = rows;
  if (!row) return null;
  const s = row.session;
  if (s.revokedAt || s.expiresAt.getTime() <= now) return null;
  if (s.lastSeenAt.getTime() + idleMs <= now) return null;
  if (row.account.status !== 'active') return null;
  let lastSeenAt = s.lastSeenAt.getTime();
  if (now - lastSeenAt > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, s.id));
    lastSeenAt = now;
  }
  const user: SessionUser = {
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
    scopePaths: [...new Set([...(row.rolePaths ?? []), ...(row.grantedPaths ?? [])])],
    // 'Own organisation' covers the organisation itself, not what lies below it.
    exactPaths:
      row.role.dataScope === '1' && !(row.grantedPaths ?? []).some((p) => row.org.path.startsWith(p))
        ? [row.org.path]
        : [],
    scopeOrgIds: (row.scopeOrgIds ?? []).map(Number),
    menuPaths: await heldMenuPathsOf(db, Number(row.menuStamp ?? 0), row.role.id, Number(row.roleMenusStamp ?? 0)),
    expiresAt: s.expiresAt,
  };
  if (cache && use) {
    // The paths rest on the menu tree and on what the role holds too, which the statement names only by their stamps.
    use.read.add('menus');
    use.read.add('role_menus');
    cache.set(tokenHash, generation, { user, lastSeenAt }, now, readTablesOf(use));
  }
  return user;
}
