import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, matters, passwordHistory } from '../../server/db/schema/index';
import { CAPTCHA, SEED_PASSWORD, startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

/** Issue 32, part 5: expiry, a new password after a reset, no reuse of the last five, sessions per account. */
describe.skipIf(skipSuite)("the password's life", () => {
  let s: TestServer;
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
  const newPassword = (challenge: string, pwd: string) =>
    s.call('/api/auth/factor/newPassword', { challenge, newPwd: s.rsaEncrypt(pwd) }, { language: 'en' });
  const accountId = async (account: string) =>
    (await s.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.account, account)))[0].id;

  it('seeds the demo accounts as changed today: no demo sign-in asks for a new password', async () => {
    const rows = await s.database.db.select({ at: accounts.passwordChangedAt }).from(accounts);
    expect(rows.every((r) => r.at && Date.now() - r.at.getTime() < 86_400_000)).toBe(true);
    expect((await passwordStep('company1')).envelope.data.token).toBeTruthy();
  });

  it('asks for a new password once the password is older than the matter allows (90 days)', async () => {
    await s.database.db
      .update(accounts)
      .set({ passwordChangedAt: sql`now() - interval '91 days'` })
      .where(eq(accounts.account, 'company1'));
    const r = await passwordStep('company1');
    expect(r.envelope.data.token).toBeUndefined();
    expect(r.envelope.data.next).toBe('password');
    // Not the password it had: that is one of the last five.
    const same = await newPassword(r.envelope.data.challenge, SEED_PASSWORD);
    expect(same.status).toBe(400);
    expect(same.envelope.error_msg).toBe('The password may not be one of the last 5 used');
    const done = await newPassword(r.envelope.data.challenge, 'Renewed#2026a');
    expect(done.envelope.data.token).toBeTruthy();
    // The challenge gave its session: it is used up.
    expect((await newPassword(r.envelope.data.challenge, 'Renewed#2026b')).status).toBe(400);
    expect((await passwordStep('company1', 'Renewed#2026a')).envelope.data.token).toBeTruthy();
  });

  it('follows the matter: 0 days means passwords never expire', async () => {
    await s.database.db.update(matters).set({ value: '0' }).where(eq(matters.code, 'password.maxAgeDays'));
    await s.database.db
      .update(accounts)
      .set({ passwordChangedAt: sql`now() - interval '400 days'` })
      .where(eq(accounts.account, 'orgdept1'));
    expect((await passwordStep('orgdept1')).envelope.data.token).toBeTruthy();
    await s.database.db.update(matters).set({ value: '90' }).where(eq(matters.code, 'password.maxAgeDays'));
    await s.database.db.update(accounts).set({ passwordChangedAt: new Date() }).where(eq(accounts.account, 'orgdept1'));
  });

  it('makes a password the security administrator reset be changed at the first sign-in', async () => {
    const secadmin = await s.login('secadmin');
    const reset = await s.call(
      '/api/oauthUser/updatePwd',
      { accountId: await accountId('secretary2'), newPwd: s.rsaEncrypt('Temporary#2026') },
      { token: secadmin },
    );
    expect(reset.status).toBe(200);
    const r = await passwordStep('secretary2', 'Temporary#2026');
    expect(r.envelope.data.next).toBe('password');
    // Nothing opens with the challenge alone.
    expect((await s.call('/api/auth/getUserInfo', {}, { token: r.envelope.data.challenge })).status).toBe(401);
    const done = await newPassword(r.envelope.data.challenge, 'Own#Choice2026');
    expect(done.envelope.data.token).toBeTruthy();
    expect((await passwordStep('secretary2', 'Own#Choice2026')).envelope.data.token).toBeTruthy();
  });

  it('refuses any of the last five passwords and keeps them only as hashes', async () => {
    const steps = ['Cycle#2026a', 'Cycle#2026b', 'Cycle#2026c', 'Cycle#2026d'];
    let current = SEED_PASSWORD;
    for (const next of steps) {
      const token = await s.login('secretary1', current);
      const r = await s.call(
        '/api/auth/upPwd',
        { oldPwd: s.rsaEncrypt(current), newPwd: s.rsaEncrypt(next) },
        { token, language: 'en' },
      );
      expect(r.status, next).toBe(200);
      current = next;
    }
    const token = await s.login('secretary1', current);
    // The seed's password is the fifth one back: still refused.
    for (const old of [SEED_PASSWORD, 'Cycle#2026a', 'Cycle#2026c']) {
      const r = await s.call(
        '/api/auth/upPwd',
        { oldPwd: s.rsaEncrypt(current), newPwd: s.rsaEncrypt(old) },
        { token, language: 'en' },
      );
      expect(r.status, old).toBe(400);
      expect(r.envelope.error_msg).toBe('The password may not be one of the last 5 used');
    }
    const kept = await s.database.db
      .select()
      .from(passwordHistory)
      .where(eq(passwordHistory.accountId, await accountId('secretary1')));
    expect(kept.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(kept)).not.toContain('Cycle#2026');
  });

  it('keeps three sessions per account: a new sign-in ends the oldest', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await s.login('member1'));
    const alive = await Promise.all(
      tokens.map(async (token) => (await s.call('/api/auth/getUserInfo', {}, { token })).status),
    );
    expect(alive).toEqual([401, 200, 200, 200]);
  });
});
