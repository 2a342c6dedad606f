import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../api/support/test-db';
import { httpCall, spawnServer, type ServerProcess } from './support/spawn-server';

const HEADERS = {
  'content-security-policy': /frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^same-origin$/,
  'x-frame-options': /^DENY$/,
};

/** Waits until the current one-minute rate window has at least `seconds` left, so a burst stays in one window. */
async function roomInWindow(seconds: number): Promise<void> {
  const left = 60 - new Date().getUTCSeconds();
  if (left < seconds) await new Promise((r) => setTimeout(r, left * 1000 + 200));
}

describe.skipIf(!TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  const dbName = `t_two_${process.pid}`;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), APP_RSA_PRIVATE_KEY_FILE: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-')), 'k.pem') };
    fs.writeFileSync(env.APP_RSA_PRIVATE_KEY_FILE, (await import('../../server/lib/rsa')).generatePem());
    a = await spawnServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'a-')) });
    b = await spawnServer({ ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'b-')) });
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  });

  it('keeps the sign-in lockout and the captcha rate limit in the database, holding across both processes', async () => {
    const pub = forge.pki.publicKeyFromPem((await httpCall(a.base, '/api/auth/getPublicKey')).envelope.data.publicKey);
    const passwd = (p: string) => forge.util.encode64(pub.encrypt(p, 'RSAES-PKCS1-V1_5'));
    const attempt = async (base: string, password: string) => {
      const cap = await httpCall(base, '/api/auth/getVerCode');
      const cookie = cap.setCookie?.split(';')[0];
      return httpCall(base, '/api/auth/loginByAccount', { account: 'orgdept1', passwd: passwd(password), clientType: '1', verCode: '5566' }, { cookie });
    };
    await roomInWindow(25);
    // Five failures spread over both processes lock the account on both.
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a.base : b.base, `Wrong#${i}abc`)).status).not.toBe(200);
    const right = await attempt(b.base, 'Party@2026');
    expect(right.status).toBe(429);
    expect(right.envelope.error_msg).toMatch(/锁定/);
    // Six captchas of this minute are spent: 24 more may come, from either process, and then none.
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++) statuses.push((await httpCall(i % 2 ? a.base : b.base, '/api/auth/getVerCode')).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(24);
    expect(statuses.slice(24).every((x) => x === 429)).toBe(true);
  });

  it('sends the security headers on every kind of answer', async () => {
    const answers = [
      await fetch(`${a.base}/healthz`),
      await fetch(`${a.base}/`),
      await fetch(`${a.base}/memberManagement/memberMaintenance`),
      await fetch(`${a.base}/assets/no-such-file.js`),
      await fetch(`${a.base}/api/no/such/call`, { method: 'POST', body: 'x' }),
      await fetch(`${a.base}/api/auth/getUserInfo`, { method: 'POST', body: '' }),
      await fetch(`${a.base}/api/auth/getPublicKey`, { method: 'POST', body: '' }),
    ];
    for (const res of answers) {
      for (const [name, pattern] of Object.entries(HEADERS)) expect(res.headers.get(name), `${res.url} ${name}`).toMatch(pattern);
      expect(res.status).toBeLessThan(500);
    }
  });
});
