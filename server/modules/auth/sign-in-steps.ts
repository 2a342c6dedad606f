import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema/index';
import { CallResult, bindCall } from '../../lib/call';
import { badRequest, tooMany } from '../../lib/errors';
import type { Services } from '../../lib/services';
import {
  signInFactorSetup,
  signInFactorVerify,
  signInNewPassword,
  type SignInAnswer,
} from '../../../src/contract/calls/auth';
import { say, type Message } from '../../../src/contract/messages/message';
import { accountKey, clearFailures, lockedUntil, logLogin, recordFailure } from './login-guard';
import { factorRequired, limitSessions, passwordOwed } from './life-rules';
import { checkNewPassword, storePassword } from './password-life';
import {
  checkTotp,
  claimStep,
  enableFactor,
  factorSetup,
  newSealedFactorSecret,
  spendRecoveryCode,
} from './second-factor';
import {
  CHALLENGE_TTL_SECONDS,
  closeChallenge,
  findChallenge,
  openChallenge,
  updateChallenge,
  type Challenge,
} from './sign-in-challenge';
import { createSession, revokeAccountSessions } from './session-store';

const CHALLENGE_EXPIRED = say('auth.challengeExpired');
const WRONG_STEP = say('auth.challengeWrongStep');

type AccountRow = typeof accounts.$inferSelect;

interface Where {
  ip?: string;
  userAgent?: string;
}

const whereFrom = (req: FastifyRequest): Where => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

export function lockMessage(until: Date): Message {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return say('auth.locked', { minutes });
}

/**
 * What a sign-in whose password was right still owes, in this order: the second factor (a password alone
 * changes nothing on an account that needs one), then a new password; with nothing owed, the token.
 * The first step opens a challenge, the later ones carry it on.
 */
export async function nextSignInStep(
  db: Db,
  config: AppConfig,
  accountId: number,
  s: Where & {
    roleId: number;
    factorDone: boolean;
    challenge?: { id: number; token: string };
    recoveryCodes?: string[];
  },
): Promise<SignInAnswer | CallResult<SignInAnswer>> {
  const [acc] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  const needsFactor = acc.totpEnabledAt !== null || (await factorRequired(db, acc.id));
  const next =
    needsFactor && !s.factorDone
      ? acc.totpSecret
        ? ('code' as const)
        : ('enrol' as const)
      : (await passwordOwed(db, acc))
        ? ('password' as const)
        : null;
  if (next) {
    let token = s.challenge?.token;
    if (s.challenge) await updateChallenge(db, s.challenge.id, { factorDone: s.factorDone });
    else
      token = await openChallenge(db, {
        accountId: acc.id,
        roleId: s.roleId,
        factorDone: s.factorDone,
        ip: s.ip,
        userAgent: s.userAgent,
      });
    await logLogin(db, {
      account: acc.account,
      accountId: acc.id,
      ip: s.ip,
      userAgent: s.userAgent,
      outcome: 'pending',
      reason: `${next} owed`,
    });
    return {
      challenge: token,
      next,
      expiresIn: CHALLENGE_TTL_SECONDS,
      ...(s.recoveryCodes ? { recoveryCodes: s.recoveryCodes } : {}),
    };
  }
  // Two requests completing one challenge at once: one session, not two.
  if (s.challenge && !(await closeChallenge(db, s.challenge.id))) throw badRequest(CHALLENGE_EXPIRED, 'challenge');
  await clearFailures(db, accountKey(acc.account));
  const token = await createSession(db, config, {
    accountId: acc.id,
    roleId: s.roleId,
    ip: s.ip,
    userAgent: s.userAgent,
  });
  await limitSessions(db, acc.id);
  await logLogin(db, { account: acc.account, accountId: acc.id, ip: s.ip, userAgent: s.userAgent, outcome: 'success' });
  return new CallResult<SignInAnswer>(
    { token, ...(s.recoveryCodes ? { recoveryCodes: s.recoveryCodes } : {}) },
    undefined,
    say('auth.signedIn'),
  );
}

/** The open challenge and its account, or a refusal: expired, used, or the account locked or disabled since. */
async function challengeOf(db: Db, token: string): Promise<{ ch: Challenge; acc: AccountRow }> {
  const ch = await findChallenge(db, token);
  if (!ch) throw badRequest(CHALLENGE_EXPIRED, 'challenge');
  const [acc] = await db.select().from(accounts).where(eq(accounts.id, ch.accountId));
  if (!acc || acc.status !== 'active') throw badRequest(CHALLENGE_EXPIRED, 'challenge');
  const lockEnd = await lockedUntil(db, accountKey(acc.account));
  if (lockEnd) throw tooMany(lockMessage(lockEnd));
  return { ch, acc };
}

export function registerSignInSteps(app: FastifyInstance, services: Services): void {
  const { config } = services;
  const rateLimit = { limit: config.loginRatePerMinute, windowSeconds: 60 };

  /** A wrong code counts toward the same lock-out as a wrong password. */
  const refuseCode = async (db: Db, acc: AccountRow, where: Where, reason: string): Promise<never> => {
    const locked = await recordFailure(db, accountKey(acc.account), config.loginMaxFailures, config.loginLockMinutes);
    await logLogin(db, {
      account: acc.account,
      accountId: acc.id,
      ...where,
      outcome: 'failed',
      reason: locked ? `${reason}, locked` : reason,
    });
    if (locked) throw tooMany(lockMessage(new Date(Date.now() + config.loginLockMinutes * 60_000)));
    throw badRequest(say('auth.wrongFactorCode'), 'code');
  };

  bindCall(app, services, signInFactorSetup, {
    rateLimit,
    handler: async ({ db, body }) => {
      const { ch, acc } = await challengeOf(db, body.challenge);
      if (ch.factorDone || acc.totpSecret) throw badRequest(WRONG_STEP, 'challenge');
      // The same secret for the whole challenge: a page reloaded shows the code already scanned.
      const secret = ch.pendingSecret ?? newSealedFactorSecret();
      if (!ch.pendingSecret) await updateChallenge(db, ch.id, { pendingSecret: secret });
      return factorSetup(acc.account, secret);
    },
  });

  bindCall(app, services, signInFactorVerify, {
    rateLimit,
    handler: async ({ db, req, body }) => {
      const where = whereFrom(req);
      const { ch, acc } = await challengeOf(db, body.challenge);
      if (ch.factorDone) throw badRequest(WRONG_STEP, 'challenge');
      const code = body.code;
      const sixDigits = /^\d{6}$/.test(code);
      let recoveryCodes: string[] | undefined;
      if (!acc.totpSecret) {
        // Enrolling: the first code of the secret on offer proves it was taken into an authenticator.
        if (!ch.pendingSecret) throw badRequest(say('auth.factorNotEnrolling'), 'code');
        if (!sixDigits) throw badRequest(say('auth.factorCodeMalformed'), 'code');
        const check = await checkTotp(ch.pendingSecret, code, 0);
        if (!check.ok) return refuseCode(db, acc, where, 'wrong enrolment code');
        const secret = ch.pendingSecret;
        recoveryCodes = await db.transaction(async (tx) => {
          const codes = await enableFactor(tx as unknown as Db, acc.id, secret, check.step, { enrolling: false });
          if (!codes) throw badRequest(CHALLENGE_EXPIRED, 'challenge');
          await updateChallenge(tx as unknown as Db, ch.id, { pendingSecret: null });
          return codes;
        });
      } else if (sixDigits) {
        const check = await checkTotp(acc.totpSecret, code, acc.totpLastStep);
        if (!check.ok && check.why === 'wrong') return refuseCode(db, acc, where, 'wrong code');
        // A replay is refused, not counted: the code was right once; whoever sends it again gains nothing.
        if (!check.ok || !(await claimStep(db, acc.id, check.step))) {
          await logLogin(db, {
            account: acc.account,
            accountId: acc.id,
            ...where,
            outcome: 'refused',
            reason: 'code replayed',
          });
          throw badRequest(say('auth.factorCodeReused'), 'code');
        }
      } else if (!(await spendRecoveryCode(db, acc.id, code))) {
        return refuseCode(db, acc, where, 'wrong recovery code');
      }
      return nextSignInStep(db, config, acc.id, {
        ...where,
        roleId: ch.roleId,
        factorDone: true,
        challenge: { id: ch.id, token: body.challenge },
        recoveryCodes,
      });
    },
  });

  bindCall(app, services, signInNewPassword, {
    rateLimit,
    handler: async ({ db, req, body }) => {
      const where = whereFrom(req);
      const { ch, acc } = await challengeOf(db, body.challenge);
      const needsFactor = acc.totpEnabledAt !== null || (await factorRequired(db, acc.id));
      if ((needsFactor && !ch.factorDone) || !(await passwordOwed(db, acc))) throw badRequest(WRONG_STEP, 'challenge');
      let newPwd: string;
      try {
        newPwd = services.rsa.decrypt(body.newPwd);
      } catch {
        throw badRequest(say('auth.badPasswordCipher'), 'newPwd');
      }
      await checkNewPassword(db, config, acc, newPwd);
      await db.transaction(async (tx) => {
        await storePassword(tx as unknown as Db, acc, newPwd, acc.id, false);
        // Whatever was signed in with the old password ends with it.
        await revokeAccountSessions(tx as unknown as Db, acc.id);
      });
      return nextSignInStep(db, config, acc.id, {
        ...where,
        roleId: ch.roleId,
        factorDone: ch.factorDone,
        challenge: { id: ch.id, token: body.challenge },
      });
    },
  });
}
