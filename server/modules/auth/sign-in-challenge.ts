import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInChallenges } from '../../db/schema/index';
import { hashToken, newToken } from '../../lib/tokens';

/** A challenge lives five minutes: long enough to open an authenticator, too short to be kept. */
export const CHALLENGE_TTL_SECONDS = 300;

export type Challenge = typeof signInChallenges.$inferSelect;

export async function openChallenge(
  db: Db,
  args: { accountId: number; roleId: number; factorDone: boolean; ip?: string; userAgent?: string },
): Promise<string> {
  const token = newToken();
  // Challenges that ran out are of no use to anyone: each new one clears them away.
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, new Date()));
  await db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    accountId: args.accountId,
    roleId: args.roleId,
    factorDone: args.factorDone,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    ip: args.ip?.slice(0, 64),
    userAgent: args.userAgent?.slice(0, 300),
  });
  return token;
}

/** The open challenge behind a token: not used, not expired; null otherwise. */
export async function findChallenge(db: Db, token: string): Promise<Challenge | null> {
  const [row] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.tokenHash, hashToken(token)),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function updateChallenge(
  db: Db,
  id: number,
  set: Partial<Pick<Challenge, 'factorDone' | 'pendingSecret'>>,
): Promise<void> {
  await db.update(signInChallenges).set(set).where(eq(signInChallenges.id, id));
}

/** Ends the challenge for good; false when another request ended it first (it gave its session then). */
export async function closeChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
}
