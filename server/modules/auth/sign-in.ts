import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountRoles, accounts } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { getPublicKey, getVerCode, loginByAccount } from '../../../src/contract/calls/auth';
import { badRequest, tooMany } from '../../lib/errors';
import { DUMMY_HASH_PROMISE, verifyPassword } from '../../lib/password';
import type { Services } from '../../lib/services';
import { CAPTCHA_COOKIE, CAPTCHA_TTL_SECONDS, consumeCaptcha, issueCaptcha } from './captcha';
import { accountKey, lockedUntil, logLogin, recordFailure } from './login-guard';
import { lockMessage, nextSignInStep } from './sign-in-steps';
import { say } from '../../../src/contract/messages/message';

export const WRONG_CREDENTIALS = say('auth.wrongCredentials');
export const WRONG_CAPTCHA = say('auth.wrongCaptcha');

export function registerSignIn(app: FastifyInstance, services: Services): void {
  const { config } = services;

  bindCall(app, services, getPublicKey, {
    handler: async () => ({ publicKey: services.rsa.publicKeyPem }),
  });

  bindCall(app, services, getVerCode, {
    rateLimit: { limit: config.captchaRatePerMinute, windowSeconds: 60 },
    handler: async ({ db, reply }) => {
      const { id, image } = await issueCaptcha(db, config.captchaTestCode);
      reply.setCookie(CAPTCHA_COOKIE, id, {
        httpOnly: true,
        sameSite: 'strict',
        secure: config.production,
        path: '/api/auth',
        maxAge: CAPTCHA_TTL_SECONDS,
      });
      return { image, expiresIn: CAPTCHA_TTL_SECONDS };
    },
  });

  bindCall(app, services, loginByAccount, {
    rateLimit: { limit: config.loginRatePerMinute, windowSeconds: 60 },
    handler: async ({ db, req, reply, body }) => {
      const ip = req.ip;
      const userAgent = req.headers['user-agent'];
      const key = accountKey(body.account);
      // The captcha is checked first, so that guessing costs no RSA work.
      const captchaOk = await consumeCaptcha(db, req.cookies[CAPTCHA_COOKIE], body.verCode);
      reply.clearCookie(CAPTCHA_COOKIE, { path: '/api/auth' });
      if (!captchaOk) {
        await logLogin(db, { account: body.account, ip, userAgent, outcome: 'refused', reason: 'captcha' });
        throw badRequest(WRONG_CAPTCHA, 'verCode');
      }
      const lockEnd = await lockedUntil(db, key);
      if (lockEnd) {
        await logLogin(db, { account: body.account, ip, userAgent, outcome: 'refused', reason: 'locked' });
        throw tooMany(lockMessage(lockEnd));
      }
      let password: string;
      try {
        password = services.rsa.decrypt(body.passwd);
      } catch {
        await logLogin(db, {
          account: body.account,
          ip,
          userAgent,
          outcome: 'refused',
          reason: 'undecryptable password',
        });
        throw badRequest(say('auth.badPasswordCipher'), 'passwd');
      }
      const [acc] = await db
        .select()
        .from(accounts)
        .where(sql`lower(${accounts.account}) = ${key}`)
        .limit(1);
      const ok = await verifyPassword(password, acc?.passwordHash ?? (await DUMMY_HASH_PROMISE));
      if (!acc || !ok) {
        const locked = await recordFailure(db, key, config.loginMaxFailures, config.loginLockMinutes);
        await logLogin(db, {
          account: body.account,
          accountId: acc?.id,
          ip,
          userAgent,
          outcome: 'failed',
          reason: locked ? 'wrong credentials, locked' : 'wrong credentials',
        });
        if (locked) throw tooMany(lockMessage(new Date(Date.now() + config.loginLockMinutes * 60_000)));
        throw badRequest(WRONG_CREDENTIALS);
      }
      if (acc.status !== 'active') {
        await logLogin(db, {
          account: body.account,
          accountId: acc.id,
          ip,
          userAgent,
          outcome: 'refused',
          reason: 'disabled',
        });
        throw badRequest(say('auth.accountDisabled'));
      }
      const [firstRole] = await db
        .select({ roleId: accountRoles.roleId })
        .from(accountRoles)
        .where(and(eq(accountRoles.accountId, acc.id)))
        .orderBy(asc(accountRoles.sort), asc(accountRoles.roleId))
        .limit(1);
      if (!firstRole) {
        await logLogin(db, {
          account: body.account,
          accountId: acc.id,
          ip,
          userAgent,
          outcome: 'refused',
          reason: 'no role',
        });
        throw badRequest(say('auth.noRole'));
      }
      // Failures are cleared only once a token is issued: a right password does not reset the count of wrong codes.
      return nextSignInStep(db, config, acc.id, { ip, userAgent, roleId: firstRole.roleId, factorDone: false });
    },
  });
}
