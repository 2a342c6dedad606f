import { and, eq } from 'drizzle-orm';
import { accountRoles, accounts, roles } from '../../../server/db/schema/index';
import { createSession } from '../../../server/modules/auth/session-store';
import type { TestServer } from '../../api/support/test-app';

/** A token for an account acting in one of its roles, made straight in the database (no captcha, no scrypt). */
export async function mintToken(s: TestServer, account: string, roleValue?: string): Promise<string> {
  const [row] = await s.database.db
    .select({ accountId: accounts.id, roleId: roles.id, value: roles.value })
    .from(accounts)
    .innerJoin(accountRoles, eq(accountRoles.accountId, accounts.id))
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .where(and(eq(accounts.account, account), roleValue ? eq(roles.value, roleValue) : undefined))
    .orderBy(accountRoles.sort)
    .limit(1);
  if (!row) throw new Error(`${account} has no role ${roleValue ?? ''}`);
  return createSession(s.database.db, s.config, { accountId: row.accountId, roleId: row.roleId });
}

/** Every role of every account of the database: the pairs a token can be minted for. */
export async function accountRolePairs(s: TestServer): Promise<{ account: string; role: string }[]> {
  return s.database.db
    .select({ account: accounts.account, role: roles.value })
    .from(accountRoles)
    .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
    .innerJoin(roles, eq(roles.id, accountRoles.roleId))
    .orderBy(accounts.id, accountRoles.sort);
}

/** Every seeded account with its first role. */
export const SEEDED_ACCOUNTS = [
  'admin',
  'secadmin',
  'auditor',
  'orgdept1',
  'company1',
  'secretary1',
  'secretary2',
  'member1',
];
