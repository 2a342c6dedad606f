import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../../src/contract/password-policy';
import { accounts, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { changePassword, resetPassword } from '../../../src/contract/calls/auth';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Services } from '../../lib/services';
import { inScope } from '../../lib/session-user';
import { revokeAccountSessions } from './session-store';
import { accountKey, clearFailures } from './login-guard';
import { say } from '../../../src/contract/messages/message';

export function registerPasswordCalls(app: FastifyInstance, services: Services): void {
  const { config, rsa } = services;
  const decrypt = (text: string, field: string) => {
    try {
      return rsa.decrypt(text);
    } catch {
      throw badRequest(say('auth.badPasswordCipher'), field);
    }
  };

  bindCall(app, services, changePassword, {
    rateLimit: { limit: 10, windowSeconds: 300, by: 'user' },
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const oldPwd = decrypt(body.oldPwd, 'oldPwd');
      const newPwd = decrypt(body.newPwd, 'newPwd');
      const [acc] = await db.select().from(accounts).where(eq(accounts.id, u.accountId));
      if (!(await verifyPassword(oldPwd, acc.passwordHash))) throw badRequest(say('auth.wrongOldPassword'), 'oldPwd');
      const problem = passwordProblem(newPwd, config.passwordPolicy, oldPwd, acc.account);
      if (problem) throw badRequest(problem, 'newPwd');
      await db
        .update(accounts)
        .set({
          passwordHash: await hashPassword(newPwd),
          passwordChangedAt: new Date(),
          version: acc.version + 1,
          updatedAt: new Date(),
          updatedBy: u.accountId,
        })
        .where(eq(accounts.id, u.accountId));
      // Other devices signed in with the old password are signed out.
      await revokeAccountSessions(db, u.accountId, u.sessionId);
      audit({ recordId: u.accountId });
      return null;
    },
  });

  bindCall(app, services, resetPassword, {
    handler: async ({ db, user, body, audit }) => {
      // One's own password is changed knowing the old one (upPwd): a borrowed session cannot take the account over.
      if (body.accountId === user!.accountId) throw badRequest(say('auth.changeOwnPassword'), 'accountId');
      const [target] = await db
        .select({ acc: accounts, orgPath: orgs.path })
        .from(accounts)
        .innerJoin(orgs, eq(orgs.id, accounts.orgId))
        .where(eq(accounts.id, body.accountId));
      // An account outside the caller's organisations is answered as if it did not exist.
      if (!target || !inScope(user!, target.orgPath)) throw notFound(say('auth.accountNotFound'));
      const newPwd = decrypt(body.newPwd, 'newPwd');
      const problem = passwordProblem(newPwd, config.passwordPolicy, undefined, target.acc.account);
      if (problem) throw badRequest(problem, 'newPwd');
      // A new password set by an administrator also lifts a lock from failed sign-ins.
      await clearFailures(db, accountKey(target.acc.account));
      await db
        .update(accounts)
        .set({
          passwordHash: await hashPassword(newPwd),
          passwordChangedAt: new Date(),
          version: target.acc.version + 1,
          updatedAt: new Date(),
          updatedBy: user!.accountId,
        })
        .where(eq(accounts.id, body.accountId));
      await revokeAccountSessions(db, body.accountId);
      audit({ recordId: body.accountId });
      return null;
    },
  });
}
