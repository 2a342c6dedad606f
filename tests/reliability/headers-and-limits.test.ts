import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from '../api/support/test-db';
import { httpCall } from './support/http-client';
import { ROOT, startServer, type ServerProcess } from './support/server-process';

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
  let dbUrl = '';
  beforeAll(async () => {
    const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${dbName}`);
    await c.end();
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${dbName}`;
    dbUrl = url.toString();
    // One private key for both, as the README says for several processes; the built SPA, for its headers.
    const env = {
      APP_RSA_PRIVATE_KEY_FILE: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rsa-')), 'k.pem'),
      APP_DIST_DIR: path.join(ROOT, 'dist'),
      APP_CAPTCHA_TEST_CODE: '5566',
    };
    fs.writeFileSync(env.APP_RSA_PRIVATE_KEY_FILE, (await import('../../server/lib/rsa')).generatePem());
    // Started together on an empty database: migrations and the seed must take turns.
    [a, b] = await Promise.all(
      ['a-', 'b-'].map((p) =>
        startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), p)), databaseUrl: dbUrl, env }),
      ),
    );
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
      return httpCall(
        base,
        '/api/auth/loginByAccount',
        { account: 'orgdept1', passwd: passwd(password), clientType: '1', verCode: '5566' },
        { cookie },
      );
    };
    await roomInWindow(25);
    // Five failures spread over both processes lock the account on both.
    for (let i = 0; i < 5; i++) expect((await attempt(i % 2 ? a.base : b.base, `Wrong#${i}abc`)).status).not.toBe(200);
    const right = await attempt(b.base, 'Party@2026');
    expect(right.status).toBe(429);
    // No Accept-Language: the refusal is worded in English, the default language.
    expect(right.envelope.error_msg).toMatch(/account is locked/);
    // Six captchas of this minute are spent: 24 more may come, from either process, and then none.
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++)
      statuses.push((await httpCall(i % 2 ? a.base : b.base, '/api/auth/getVerCode')).status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(24);
    expect(statuses.slice(24).every((x) => x === 429)).toBe(true);
  });

  it('keeps both processes’ cached reads true: a write, a logout or a lost listener on one side never leaves the other stale', async () => {
    // A session made straight in the database (the lockout test spends this minute's captchas).
    const token = crypto.randomBytes(32).toString('base64url');
    const setup = new pg.Client({ connectionString: dbUrl });
    await setup.connect();
    await setup.query(
      `INSERT INTO sessions (token_hash, account_id, role_id, expires_at)
       SELECT $1, a.id, ar.role_id, now() + interval '1 hour' FROM accounts a JOIN account_roles ar ON ar.account_id = a.id
       WHERE a.account = 'admin' ORDER BY ar.sort LIMIT 1`,
      [crypto.createHash('sha256').update(token).digest('hex')],
    );
    await setup.end();
    const newest = async (base: string) => {
      const r = await httpCall(
        base,
        '/api/member/list',
        { pageCurrent: 1, pageSize: 5, sort: { field: 'id', order: 'desc' } },
        { token },
      );
      expect(r.status).toBe(200);
      return r.envelope.data.records[0] as { id: number; version: number; name: string };
    };
    const eventually = async (what: string, check: () => Promise<boolean>) => {
      const until = Date.now() + 3000;
      while (!(await check())) {
        if (Date.now() > until) throw new Error(`${what}: not seen within 3 s`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    // A write on a reaches b's cached list.
    const top = await newest(b.base);
    await newest(b.base);
    const saved = await httpCall(
      a.base,
      '/api/member/save',
      { id: top.id, version: top.version, name: '跨进程改名' },
      { token },
    );
    expect(saved.status).toBe(200);
    await eventually('a write on the other process', async () => (await newest(b.base)).name === '跨进程改名');

    // With b's listening connection cut, b serves nothing from memory until it listens again.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const cut = await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'party-change-feed' AND datname = current_database()`,
      );
      expect(cut.rowCount).toBe(2);
      await new Promise((r) => setTimeout(r, 300));
      await db.query(`UPDATE members SET name = '监听中断时改名' WHERE id = $1`, [top.id]);
      expect((await newest(b.base)).name).toBe('监听中断时改名');
      // Listening again: each process says its feed is live (set once LISTEN succeeded), on a connection of its own.
      // (The backend's last query is no witness: the listener's heartbeat replaces it with SELECT 1.)
      const live = async (base: string) => ((await (await fetch(`${base}/metrics`)).json()) as { live: boolean }).live;
      await eventually('listening again', async () => (await live(a.base)) && (await live(b.base)));
      expect(
        (
          await db.query(
            `SELECT 1 FROM pg_stat_activity WHERE application_name = 'party-change-feed' AND datname = current_database()`,
          )
        ).rowCount,
      ).toBe(2);
      await newest(b.base);
      await db.query(`UPDATE members SET name = '重新监听后改名' WHERE id = $1`, [top.id]);
      await eventually('a change after listening again', async () => (await newest(b.base)).name === '重新监听后改名');
    } finally {
      await db.end();
    }

    // A logout on a ends the token on b, which had it cached.
    expect((await httpCall(b.base, '/api/auth/getUserInfo', {}, { token })).status).toBe(200);
    expect((await httpCall(a.base, '/logout', {}, { token })).status).toBe(200);
    await eventually(
      'a logout on the other process',
      async () => (await httpCall(b.base, '/api/auth/getUserInfo', {}, { token })).status === 401,
    );
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
      for (const [name, pattern] of Object.entries(HEADERS))
        expect(res.headers.get(name), `${res.url} ${name}`).toMatch(pattern);
      expect(res.status).toBeLessThan(500);
    }
  });
});
