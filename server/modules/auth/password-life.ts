import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts, passwordHistory } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { passwordProblem } from '../../../src/contract/password-policy';
import { say } from '../../../src/contract/messages/message';
import { PASSWORDS_REMEMBERED } from './life-rules';

interface AccountRow {
  id: number;
  account: string;
  passwordHash: string;
  version: number;
}

/**
 * Refuses a new password that breaks the policy or is the current one or one of the few before it (kept
 * as hashes only): checked against each hash, as a salted hash cannot be looked up.
 */
export async function checkNewPassword(
  db: Db,
  config: AppConfig,
  acc: AccountRow,
  newPwd: string,
  oldPwd?: string,
): Promise<void> {
  const problem = passwordProblem(newPwd, config.passwordPolicy, oldPwd, acc.account);
  if (problem) throw badRequest(problem, 'newPwd');
  const earlier = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.accountId, acc.id))
    .orderBy(desc(passwordHistory.id))
    .limit(PASSWORDS_REMEMBERED - 1);
  for (const hash of [acc.passwordHash, ...earlier.map((e) => e.hash)]) {
    if (await verifyPassword(newPwd, hash))
      throw badRequest(say('password.reused', { count: PASSWORDS_REMEMBERED }), 'newPwd');
  }
}

/**
 * Sets the password, keeping the one it replaces among the remembered hashes. `mustChange` marks a
 * password someone else chose (a reset): its owner replaces it at the next sign-in.
 */
export async function storePassword(
  db: Db,
  acc: AccountRow,
  newPwd: string,
  by: number,
  mustChange: boolean,
): Promise<void> {
  await db.insert(passwordHistory).values({ accountId: acc.id, passwordHash: acc.passwordHash });
  const [keep] = await db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.accountId, acc.id))
    .orderBy(desc(passwordHistory.id))
    .offset(PASSWORDS_REMEMBERED - 1)
    .limit(1);
  // Only the hashes that can still refuse a password are kept.
  if (keep) {
    await db.delete(passwordHistory).where(and(eq(passwordHistory.accountId, acc.id), lt(passwordHistory.id, keep.id)));
  }
  await db
    .update(accounts)
    .set({
      passwordHash: await hashPassword(newPwd),
      passwordChangedAt: new Date(),
      mustChangePassword: mustChange,
      version: sql`${accounts.version} + 1`,
      updatedAt: new Date(),
      updatedBy: by,
    })
    .where(eq(accounts.id, acc.id));
}
