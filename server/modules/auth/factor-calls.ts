import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { accounts, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { inScope } from '../../lib/session-user';
import {
  confirmFactorEnrolment,
  getFactorState,
  resetSecondFactor,
  startFactorEnrolment,
} from '../../../src/contract/calls/auth';
import { say } from '../../../src/contract/messages/message';
import { factorRequired } from './life-rules';
import {
  checkTotp,
  clearFactor,
  enableFactor,
  factorSetup,
  newSealedFactorSecret,
  recoveryCodesLeft,
} from './second-factor';
import { revokeAccountSessions } from './session-store';

/** One's own second factor (optional unless a role is privileged), and its reset by the security administrator. */
export function registerFactorCalls(app: FastifyInstance, services: Services): void {
  const own = async (db: Db, accountId: number) =>
    (await db.select().from(accounts).where(eq(accounts.id, accountId)))[0];

  bindCall(app, services, getFactorState, {
    handler: async ({ db, user }) => {
      const acc = await own(db, user!.accountId);
      return {
        enabled: acc.totpEnabledAt !== null,
        required: await factorRequired(db, acc.id),
        recoveryCodesLeft: acc.totpEnabledAt ? await recoveryCodesLeft(db, acc.id) : 0,
      };
    },
  });

  bindCall(app, services, startFactorEnrolment, {
    handler: async ({ db, user, audit }) => {
      const acc = await own(db, user!.accountId);
      // Moving the factor to another device goes through the security administrator: a borrowed session cannot.
      if (acc.totpEnabledAt) throw conflict(say('auth.factorAlreadyOn'));
      const secret = newSealedFactorSecret();
      await db.update(accounts).set({ totpPendingSecret: secret }).where(eq(accounts.id, acc.id));
      audit({ recordId: acc.id });
      return factorSetup(acc.account, secret);
    },
  });

  bindCall(app, services, confirmFactorEnrolment, {
    rateLimit: { limit: 10, windowSeconds: 300, by: 'user' },
    handler: async ({ db, user, body, audit }) => {
      const acc = await own(db, user!.accountId);
      if (acc.totpEnabledAt) throw conflict(say('auth.factorAlreadyOn'));
      if (!acc.totpPendingSecret) throw badRequest(say('auth.factorNotEnrolling'), 'code');
      const check = await checkTotp(acc.totpPendingSecret, body.code, 0);
      // Only a signed-in owner gets here, at the rate limit's pace: no lock-out to count toward.
      if (!check.ok) throw badRequest(say('auth.wrongFactorCode'), 'code');
      const recoveryCodes = await enableFactor(db, acc.id, acc.totpPendingSecret, check.step, { enrolling: true });
      // The same code sent twice at once: the first turned the factor on.
      if (!recoveryCodes) throw conflict(say('auth.factorAlreadyOn'));
      audit({ recordId: acc.id, after: { secondFactor: true } });
      return { recoveryCodes };
    },
  });

  bindCall(app, services, resetSecondFactor, {
    handler: async ({ db, user, body, audit }) => {
      if (body.accountId === user!.accountId) throw badRequest(say('auth.resetOwnFactor'), 'accountId');
      const [target] = await db
        .select({ acc: accounts, orgPath: orgs.path })
        .from(accounts)
        .innerJoin(orgs, eq(orgs.id, accounts.orgId))
        .where(eq(accounts.id, body.accountId));
      // An account outside the caller's organisations is answered as if it did not exist.
      if (!target || !inScope(user!, target.orgPath)) throw notFound(say('auth.accountNotFound'));
      await clearFactor(db, body.accountId, user!.accountId);
      await revokeAccountSessions(db, body.accountId);
      audit({
        recordId: body.accountId,
        before: { secondFactor: target.acc.totpEnabledAt !== null },
        after: { secondFactor: false },
      });
      return null;
    },
  });
}
