import { and, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, loginFailures, operationLog, signInChallenges } from '../../server/db/schema/index';
import { CAPTCHA, SEED_PASSWORD, startTestServer, type TestServer } from './support/test-app';
import { demoSecretOf, nextCode } from './support/factor-codes';
import { skipSuite } from './support/test-db';

/** Issue 32, part 1: the second factor of privileged roles (TOTP, RFC 6238), its enrolment and its reset. */
describe.skipIf(skipSuite)('second factor', () => {
  let s: TestServer;
  const scope = `second-factor-${process.pid}`;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  const passwordStep = async (account: string, password = SEED_PASSWORD) =>
    s.call(
      '/api/auth/loginByAccount',
      { account, passwd: s.rsaEncrypt(password), clientType: '1', verCode: CAPTCHA },
      { cookie: await s.captchaCookie(), language: 'en' },
    );
  const verify = (challenge: string, code: string) =>
    s.call('/api/auth/factor/verify', { challenge, code }, { language: 'en' });
  const accountId = async (account: string) =>
    (await s.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, account)))[0].id;
  const unlock = (account: string) => s.database.db.delete(loginFailures).where(eq(loginFailures.accountKey, account));

  it('gives the three administrators no token for the password alone, and others one', async () => {
    for (const account of ['admin', 'secadmin', 'auditor']) {
      const r = await passwordStep(account);
      expect(r.status, account).toBe(200);
      expect(r.envelope.data.token, account).toBeUndefined();
      expect(r.envelope.data).toMatchObject({ next: 'code', expiresIn: 300 });
      expect(r.envelope.data.challenge.length).toBeGreaterThanOrEqual(22);
    }
    const plain = await passwordStep('orgdept1');
    expect(plain.envelope.data.token).toBeTruthy();
  });

  it('completes the sign-in with a code computed from the secret; the same code again is refused', async () => {
    const secret = demoSecretOf('admin')!;
    const code = await nextCode(scope, secret);
    const first = await passwordStep('admin');
    const done = await verify(first.envelope.data.challenge, code);
    expect(done.status).toBe(200);
    const info = await s.call('/api/auth/getUserInfo', {}, { token: done.envelope.data.token });
    expect(info.envelope.data.account).toBe('admin');

    const second = await passwordStep('admin');
    const replay = await verify(second.envelope.data.challenge, code);
    expect(replay.status).toBe(400);
    expect(replay.envelope.error_msg).toBe('This code has already been used; wait for the next one');
    expect(replay.envelope.data?.token).toBeUndefined();
  });

  it('refuses a wrong or malformed code in the caller language, and wrong codes lock the account', async () => {
    const r = await passwordStep('auditor');
    const malformed = await verify(r.envelope.data.challenge, '12ab');
    expect(malformed.status).toBe(400);
    expect(malformed.envelope.error_msg).toContain('six digits');
    const zh = await s.call('/api/auth/factor/verify', { challenge: r.envelope.data.challenge, code: '000000' });
    expect(zh.envelope.error_msg).toBe('动态口令错误或已过期');
    let last = zh;
    for (let i = 0; i < 4; i++) last = await verify(r.envelope.data.challenge, '000000');
    expect(last.status).toBe(429);
    expect(last.envelope.error_msg).toMatch(/locked/);
    // Locked: even the right password is refused now.
    expect((await passwordStep('auditor')).status).toBe(429);
    await unlock('auditor');
  });

  it('refuses a challenge older than five minutes', async () => {
    const r = await passwordStep('secadmin');
    await s.database.db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.accountId, await accountId('secadmin')));
    const late = await verify(r.envelope.data.challenge, await nextCode(scope, demoSecretOf('secadmin')!));
    expect(late.status).toBe(400);
    expect(late.envelope.error_msg).toBe('The sign-in has timed out (five minutes); please sign in again');
  });

  it('lets the security administrator reset a factor: sessions end, it is logged, the account enrols again', async () => {
    const auditorToken = await s.login('auditor');
    const secadmin = await s.login('secadmin');
    const id = await accountId('auditor');
    const reset = await s.call('/api/oauthUser/resetFactor', { accountId: id }, { token: secadmin });
    expect(reset.status).toBe(200);
    expect((await s.call('/api/auth/getUserInfo', {}, { token: auditorToken })).status).toBe(401);
    const [logged] = await s.database.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.action, 'resetSecondFactor'), eq(operationLog.recordId, String(id))));
    expect(logged).toBeTruthy();
    expect(JSON.stringify(logged)).not.toContain(demoSecretOf('auditor'));

    // Enrolment at the next sign-in: the secret as text and as a QR code, proved by its first code.
    const r = await passwordStep('auditor');
    expect(r.envelope.data.next).toBe('enrol');
    const setup = await s.call('/api/auth/factor/setup', { challenge: r.envelope.data.challenge });
    expect(setup.envelope.data.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.envelope.data.uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.envelope.data.qr).toMatch(/^data:image\/png;base64,/);
    const secret = setup.envelope.data.secret as string;
    const done = await verify(r.envelope.data.challenge, await nextCode(scope, secret));
    expect(done.status).toBe(200);
    expect(done.envelope.data.token).toBeTruthy();
    const recovery = done.envelope.data.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);

    // A recovery code stands in for a code, once.
    const again = await passwordStep('auditor');
    expect(again.envelope.data.next).toBe('code');
    const withRecovery = await verify(again.envelope.data.challenge, recovery[0]);
    expect(withRecovery.status).toBe(200);
    expect(withRecovery.envelope.data.token).toBeTruthy();
    const third = await passwordStep('auditor');
    expect((await verify(third.envelope.data.challenge, recovery[0])).status).toBe(400);
    await unlock('auditor');
    // Only hashes are kept.
    const [row] = await s.database.db
      .execute(sql`SELECT string_agg(code_hash, ',') AS h FROM recovery_codes`)
      .then((res) => (res as unknown as { rows: { h: string }[] }).rows);
    expect(row.h).not.toContain(recovery[1].replace('-', ''));
  });

  it('refuses the security administrator resetting its own factor', async () => {
    const secadmin = await s.login('secadmin');
    const r = await s.call(
      '/api/oauthUser/resetFactor',
      { accountId: await accountId('secadmin') },
      { token: secadmin },
    );
    expect(r.status).toBe(400);
  });

  it('lets any account turn a factor on for itself; its next sign-in asks for a code', async () => {
    const token = await s.login('secretary1');
    const start = await s.call('/api/auth/factor/enrol', {}, { token });
    expect(start.status).toBe(200);
    const secret = start.envelope.data.secret as string;
    const wrong = await s.call('/api/auth/factor/confirm', { code: '000000' }, { token, language: 'en' });
    expect(wrong.status).toBe(400);
    const ok = await s.call('/api/auth/factor/confirm', { code: await nextCode(scope, secret) }, { token });
    expect(ok.envelope.data.recoveryCodes).toHaveLength(10);
    const state = await s.call('/api/auth/factor/state', {}, { token });
    expect(state.envelope.data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    const r = await passwordStep('secretary1');
    expect(r.envelope.data.next).toBe('code');
    const done = await verify(r.envelope.data.challenge, await generate({ secret, epoch: Date.now() / 1000 + 30 }));
    expect(done.envelope.data.token).toBeTruthy();
  });

  it('keeps the portal path: a token the sign-in issued works as the portal hands it on, and in the role switch', async () => {
    // This file keeps its own count of the codes it used: the next unused one of admin's.
    const step = await passwordStep('admin');
    const signed = await verify(step.envelope.data.challenge, await nextCode(scope, demoSecretOf('admin')!));
    const token: string = signed.envelope.data.token;
    // The portal's link carries the token itself; the server knows it by its hash, issued after the factor.
    const info = await s.call('/api/auth/getUserInfo', {}, { token });
    expect(info.status).toBe(200);
    const other = (info.envelope.data.roleOptions as { value: string }[]).find((o) => o.value !== 'admin')!;
    const switched = await s.call('/api/auth/switchRole', { role: other.value }, { token });
    expect(switched.status).toBe(200);
    expect((await s.call('/api/auth/getUserInfo', {}, { token: switched.envelope.data.token })).status).toBe(200);
    // A token that was never issued is no way round the factor.
    expect((await s.call('/api/auth/getUserInfo', {}, { token: 'x'.repeat(43) })).status).toBe(401);
  });
});
