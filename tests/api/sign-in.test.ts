import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA, SEED_PASSWORD, startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

describe.skipIf(skipSuite)('sign-in', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  const attempt = async (account: string, password: string, code = CAPTCHA, cookie?: string) =>
    s.call(
      '/api/auth/loginByAccount',
      { account, passwd: s.rsaEncrypt(password), clientType: '1', verCode: code },
      { cookie: cookie ?? (await s.captchaCookie()) },
    );

  it('answers a PEM public key of at least 2048 bits', async () => {
    const r = await s.call('/api/auth/getPublicKey');
    expect(r.status).toBe(200);
    expect(r.envelope.data.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    const forge = (await import('node-forge')).default;
    expect(forge.pki.publicKeyFromPem(r.envelope.data.publicKey).n.bitLength()).toBeGreaterThanOrEqual(2048);
  });

  it('answers an SVG captcha bound to an http-only cookie valid five minutes', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/auth/getVerCode', payload: '' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/captcha_id=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=300/);
    const r = await s.call('/api/auth/getVerCode');
    expect(r.envelope.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(r.envelope.data.image.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('signs in with a trimmed account, the RSA-encrypted password and the captcha', async () => {
    const r = await attempt('  orgdept1 ', SEED_PASSWORD);
    expect(r.status).toBe(200);
    expect(r.envelope.error_code).toBe(200);
    expect(r.envelope.data.token.length).toBeGreaterThanOrEqual(22);
  });

  it('refuses a wrong captcha before anything else, and a captcha is used once', async () => {
    const cookie = await s.captchaCookie();
    const wrong = await attempt('admin', SEED_PASSWORD, 'ZZZZ', cookie);
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.error_msg).toBe('验证码错误或已过期');
    const reused = await attempt('admin', SEED_PASSWORD, CAPTCHA, cookie);
    expect(reused.status).toBe(400);
    expect(reused.envelope.error_msg).toBe('验证码错误或已过期');
    const none = await s.call('/api/auth/loginByAccount', {
      account: 'admin',
      passwd: s.rsaEncrypt(SEED_PASSWORD),
      clientType: '1',
      verCode: CAPTCHA,
    });
    expect(none.status).toBe(400);
  });

  it('gives the same answer for an unknown account and a wrong password', async () => {
    const unknown = await attempt('nobody-here', 'Whatever#123');
    const wrong = await attempt('orgdept1', 'Wrong#Pass123');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.envelope.error_msg).toBe('账号或密码错误');
    expect(wrong.envelope.error_msg).toBe(unknown.envelope.error_msg);
  });

  it('locks an account for 30 minutes after five failures, even with the right password then', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('company1', 'Bad#Pass' + i)).status).toBe(400);
    const fifth = await attempt('company1', 'Bad#Pass5');
    expect(fifth.status).toBe(429);
    expect(fifth.envelope.error_msg).toMatch(/锁定.*30分钟/);
    const right = await attempt('company1', SEED_PASSWORD);
    expect(right.status).toBe(429);
  });

  it('refuses a password that does not decrypt, wrong client type and missing fields with 400 naming the field', async () => {
    const cookie = await s.captchaCookie();
    const garbled = await s.call(
      '/api/auth/loginByAccount',
      { account: 'admin', passwd: 'bm90LXJzYQ==', clientType: '1', verCode: CAPTCHA },
      { cookie },
    );
    expect(garbled.status).toBe(400);
    expect(garbled.envelope.data).toEqual({ field: 'passwd' });
    const client = await s.call('/api/auth/loginByAccount', {
      account: 'admin',
      passwd: 'x',
      clientType: '2',
      verCode: CAPTCHA,
    });
    expect(client.status).toBe(400);
    expect(client.envelope.error_msg).toContain('clientType');
    const missing = await s.call('/api/auth/loginByAccount', { passwd: 'x', clientType: '1', verCode: CAPTCHA });
    expect(missing.envelope.error_msg).toContain('account');
  });

  it('writes every attempt to the login log', async () => {
    const { loginLog } = await import('../../server/db/schema/index');
    const rows = await s.database.db.select().from(loginLog);
    const outcomes = new Set(rows.map((r) => r.outcome));
    expect(outcomes).toEqual(new Set(['success', 'failed', 'refused']));
    expect(rows.some((r) => r.reason === 'captcha')).toBe(true);
    expect(rows.some((r) => r.reason === 'locked')).toBe(true);
  });
});
