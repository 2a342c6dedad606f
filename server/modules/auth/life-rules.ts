import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountRoles, roles, sessions } from '../../db/schema/index';
import { matterNumber } from '../../lib/matters';
import { feedOf } from '../../db/change-feed';

/** Standard matters of the password's life (bs_matter), with the defaults MLPS level 3 assessors expect. */
export const PASSWORD_MAX_AGE_MATTER = 'password.maxAgeDays';
export const SESSIONS_PER_ACCOUNT_MATTER = 'session.maxPerAccount';
/** The current password and the four before it may not come back. */
export const PASSWORDS_REMEMBERED = 5;

/** Whether any role of the account is privileged: then it signs in with a second factor, always. */
export async function factorRequired(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(accountRoles)
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(and(eq(accountRoles.accountId, accountId), eq(roles.privileged, true)))
    .limit(1);
  return Boolean(row);
}

/** A new or reset password, or one older than the matter allows (0 or less: passwords never expire). */
export async function passwordOwed(
  db: Db,
  acc: { mustChangePassword: boolean; passwordChangedAt: Date | null },
): Promise<boolean> {
  if (acc.mustChangePassword) return true;
  const days = await matterNumber(db, PASSWORD_MAX_AGE_MATTER, 90);
  if (days <= 0 || !acc.passwordChangedAt) return false;
  return acc.passwordChangedAt.getTime() + days * 86_400_000 <= Date.now();
}

/**
 * Ends the oldest live sessions of the account beyond the matter's limit, once a new one is made: a
 * password that leaked cannot keep a session open beside its owner's for long.
 */
export async function limitSessions(db: Db, accountId: number): Promise<void> {
  const max = Math.max(1, await matterNumber(db, SESSIONS_PER_ACCOUNT_MATTER, 3));
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  const ended = live.slice(max).map((s) => s.id);
  if (!ended.length) return;
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      sql`${sessions.id} = ANY(${sql`ARRAY[${sql.join(
        ended.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`})`,
    );
  feedOf(db)?.changed();
}
