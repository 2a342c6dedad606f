import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText, DEFAULT_AES_IV, DEFAULT_AES_KEY } from '../../src/contract/cipher';
import { skipSuite, TEST_DB, TEST_DATABASE_URL } from './support/test-db';
import { demoSecretOf, nextCode } from './support/factor-codes';
import pg from 'pg';

const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
const root = path.resolve(__dirname, '../..');

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    // The server itself, not a wrapper that would outlive a kill.
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', APP_CAPTCHA_TEST_CODE: '7788', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitFor(url: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** A scripted client of the real server process: what a fresh `npm start` must serve. */
describe.skipIf(skipSuite)('the server process', () => {
  const port = 18000 + Math.floor(Math.random() * 1000) + (TEST_DB === 'postgres' ? 1000 : 0);
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'party-data-'));
  let dbName = '';
  let server: ReturnType<typeof startServer>;
  const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' };

  beforeAll(async () => {
    if (TEST_DB === 'postgres') {
      dbName = `t_proc_${process.pid}`;
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${dbName}`);
      await c.end();
      const u = new URL(TEST_DATABASE_URL!);
      u.pathname = `/${dbName}`;
      env.DATABASE_URL = u.toString();
    }
    server = startServer(env);
    await waitFor(`${base}/readyz`);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (dbName) {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    }
  });

  let cookie = '';
  let token = '';
  const call = async (url: string, payload: unknown = {}, auth = true) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json;charset=UTF-8',
        ...(auth && token ? { authorization: token } : {}),
        ...(cookie ? { cookie } : {}),
      },
      body: encryptText(JSON.stringify(payload), keys),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('captcha_id=')) cookie = setCookie.split(';')[0];
    return { status: res.status, envelope: JSON.parse(decryptText(await res.text(), keys)) };
  };

  it('prints its address and the demo accounts', () => {
    expect(server.output()).toContain(`http://localhost:${port}`);
    expect(server.output()).toContain('secretary1');
    expect(server.output()).toContain(demoSecretOf('secadmin'));
  });

  it('serves captcha, sign-in, user info, menu, dictionary, units, refresh and logout to a scripted client', async () => {
    const { envelope: keyEnv } = await call('/api/auth/getPublicKey');
    const pub = forge.pki.publicKeyFromPem(keyEnv.data.publicKey);
    expect((await call('/api/auth/getVerCode')).envelope.data.image).toMatch(/^data:image\/svg/);
    const passwd = forge.util.encode64(pub.encrypt('Party@2026', 'RSAES-PKCS1-V1_5'));
    const login = await call('/api/auth/loginByAccount', {
      account: 'admin',
      passwd,
      clientType: '1',
      verCode: '7788',
    });
    expect(login.status).toBe(200);
    // The administrator's role is privileged: the demo factor secret the server printed gives the code.
    expect(login.envelope.data.next).toBe('code');
    const factor = await call('/api/auth/factor/verify', {
      challenge: login.envelope.data.challenge,
      code: await nextCode(`process-${port}`, demoSecretOf('admin')!),
    });
    token = factor.envelope.data.token;
    expect((await call('/api/auth/getUserInfo')).envelope.data.account).toBe('admin');
    expect((await call('/api/menu/get')).envelope.data.length).toBeGreaterThan(10);
    expect((await call('/api/syscode/querySysCodeString')).envelope.data.sysConfig).toBeTruthy();
    expect((await call('/api/orgauth/queryForList')).envelope.datas.length).toBeGreaterThan(20);
    const refreshed = await call('/api/auth/refreshToken');
    token = refreshed.envelope.data.token;
    expect((await call('/logout')).status).toBe(200);
    expect((await call('/api/auth/getUserInfo')).status).toBe(401);
  });

  it.skipIf(TEST_DB === 'postgres')('refuses to open a data directory another live server holds', async () => {
    const second = startServer({ ...env, PORT: String(port + 1) });
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/in use by process/);
  });

  it('finishes cleanly on SIGTERM and keeps its data for the next start', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = startServer(env);
    await waitFor(`${base}/readyz`);
    expect(server.output()).not.toContain('Seeded a demo group');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
