import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowId } from '../../lib/zod-types';
import { passwordProblem } from '../../../src/contract/password-policy';
import { PRIVILEGES } from '../../../src/contract/privileges';
import { accounts, orgs } from '../../db/schema/index';
import { defineCall, needs, SIGNED_IN } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { Services } from '../../lib/services';
import { inScope } from '../../lib/session-user';
import { revokeAccountSessions } from './session-store';
import { accountKey, clearFailures } from './login-guard';
import { say } from '../../../src/contract/messages/message';

const rsaText = z.string().min(1).max(1024);

export function registerPasswordCalls(app: FastifyInstance, services: Services): void {
  const { config, rsa } = services;
  const decrypt = (text: string, field: string) => {
    try {
      return rsa.decrypt(text);
    } catch {
      throw badRequest(say('auth.badPasswordCipher'), field);
    }
  };

  defineCall(app, services, {
    url: '/api/auth/upPwd',
    access: SIGNED_IN,
    body: z.object({ oldPwd: rsaText, newPwd: rsaText }),
    write: { action: 'changePassword', resource: 'account' },
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

  defineCall(app, services, {
    url: '/api/oauthUser/updatePwd',
    access: needs(PRIVILEGES.accountManage),
    body: z.object({ accountId: rowId, newPwd: rsaText }),
    write: { action: 'resetPassword', resource: 'account' },
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
