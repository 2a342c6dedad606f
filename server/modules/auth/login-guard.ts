import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, loginLog } from '../../db/schema/index';

/** Failures are counted per account name, known or not, so that a lock tells nothing about existence. */
export const accountKey = (account: string) => account.trim().toLowerCase();

export async function lockedUntil(db: Db, key: string): Promise<Date | null> {
  const [row] = await db.select().from(loginFailures).where(eq(loginFailures.accountKey, key));
  return row?.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil : null;
}

/** Counts a failure; the `max`-th failure in a row locks the name for `lockMinutes`. */
export async function recordFailure(db: Db, key: string, max: number, lockMinutes: number): Promise<boolean> {
  const [row] = await db
    .insert(loginFailures)
    .values({ accountKey: key, count: 1, lastAt: new Date() })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      // A lock that has run out starts a fresh count.
      set: {
        count: sql`CASE WHEN ${loginFailures.lockedUntil} IS NOT NULL AND ${loginFailures.lockedUntil} <= now() THEN 1 ELSE ${loginFailures.count} + 1 END`,
        lockedUntil: sql`CASE WHEN ${loginFailures.lockedUntil} IS NOT NULL AND ${loginFailures.lockedUntil} <= now() THEN NULL ELSE ${loginFailures.lockedUntil} END`,
        lastAt: new Date(),
      },
    })
    .returning({ count: loginFailures.count });
  if (row.count >= max) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(Date.now() + lockMinutes * 60_000) })
      .where(eq(loginFailures.accountKey, key));
    return true;
  }
  return false;
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.accountKey, key));
}

export async function logLogin(
  db: Db,
  e: { account: string; accountId?: number; ip?: string; userAgent?: string; outcome: string; reason?: string },
): Promise<void> {
  await db.insert(loginLog).values({
    account: e.account.slice(0, 100),
    accountId: e.accountId ?? null,
    ip: e.ip?.slice(0, 64),
    userAgent: e.userAgent?.slice(0, 300),
    outcome: e.outcome,
    reason: e.reason,
  });
}
