import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { changePassword, resetPassword } from '../../../src/contract/calls/auth';
import { badRequest, notFound } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { checkNewPassword, storePassword } from './password-life';
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
      await checkNewPassword(db, config, acc, newPwd, oldPwd);
      await storePassword(db, acc, newPwd, u.accountId, false);
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
      await checkNewPassword(db, config, target.acc, newPwd);
      // A new password set by an administrator also lifts a lock from failed sign-ins.
      await clearFailures(db, accountKey(target.acc.account));
      // A password someone else knows is replaced by its owner at the next sign-in.
      await storePassword(db, target.acc, newPwd, user!.accountId, true);
      await revokeAccountSessions(db, body.accountId);
      audit({ recordId: body.accountId });
      return null;
    },
  });
}
