import type { FastifyInstance } from 'fastify';
import forge from 'node-forge';
import { decryptText, encryptText } from '../../../src/contract/cipher';
import type { Envelope } from '../../../src/contract/envelope';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/db/seed/index';
import { fromPrivatePem, generatePem } from '../../../server/lib/rsa';
import { freshDatabase } from './test-db';
import { demoSecretOf, nextCode } from './factor-codes';
import type { SignInAnswer } from '../../../src/contract/calls/auth';

import { SEED_PASSWORD } from './seed-password';

export { SEED_PASSWORD };
export const CAPTCHA = 'AB12';

export interface CallAnswer<T = unknown> {
  status: number;
  envelope: Envelope<T>;
  headers: Record<string, unknown>;
  raw: string;
}

export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  database: Database;
  publicKeyPem: string;
  /** Encrypts the payload as the SPA does, decrypts the answer. */
  call<T = any>(
    url: string,
    payload?: unknown,
    opts?: { token?: string; cookie?: string; method?: 'GET' | 'POST'; language?: string | null },
  ): Promise<CallAnswer<T>>;
  /** Sends a raw body as is (for hostile input). */
  send(
    url: string,
    body: string,
    opts?: { token?: string; contentType?: string; language?: string | null },
  ): Promise<CallAnswer>;
  rsaEncrypt(text: string): string;
  captchaCookie(): Promise<string>;
  /** Signs in with the password and, for a demo administrator, a code of its demo factor secret. */
  /** A token; an account that owes a new password (new, or reset by the security administrator) sets `newPassword`. */
  login(account: string, password?: string, newPassword?: string): Promise<string>;
  /** The token of a sign-in answer, completing the second factor of a demo administrator and a password owed. */
  completeFactor(account: string, answer: SignInAnswer, newPassword?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The language a test reads the server's messages in: Chinese unless it names another, or null to send
 * no Accept-Language at all (the server then speaks the default language, English).
 */
function languageHeader(headers: Record<string, string>, language: string | null = 'zh'): void {
  if (language) headers['accept-language'] = language;
}

let servers = 0;
/** One key pair per test process: making a 2048-bit pair takes a few hundred milliseconds, each server used to. */
let rsaPem: string | undefined;

/** The real server on a fresh, seeded database, called in-process with inject. */
export async function startTestServer(
  env: Record<string, string> = {},
  dbKind?: 'pglite' | 'postgres',
): Promise<TestServer> {
  const config = loadConfig({
    APP_CAPTCHA_TEST_CODE: CAPTCHA,
    APP_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await freshDatabase(dbKind, { listen: config.readCache, seeded: true });
  // A copy of the run's seeded template holds the demo group already; without one, it is seeded here.
  if (!database.fromTemplate) await seedIfEmpty(database.db, { password: SEED_PASSWORD });
  const rsa = fromPrivatePem((rsaPem ??= generatePem()));
  const app = await buildApp({ config, database, rsa, logger: env.LOG_LEVEL === 'error' ? true : false });
  const keys = { key: config.aesKey, iv: config.aesIv };
  // The codes this server has seen: a new server has seen none.
  const scope = `test-server-${++servers}`;
  const publicKey = forge.pki.publicKeyFromPem(rsa.publicKeyPem);

  const decode = (status: number, raw: string, headers: Record<string, unknown>): CallAnswer => {
    // A file (export, template, download) is the one answer that is not an envelope.
    if (status === 200 && !String(headers['content-type'] ?? '').startsWith('text/plain')) {
      return { status, envelope: { error_code: 200, error_msg: 'file', data: null }, headers, raw };
    }
    let envelope: Envelope;
    try {
      envelope = JSON.parse(decryptText(raw, keys));
    } catch {
      throw new Error(`answer of status ${status} is not an encrypted envelope: ${raw.slice(0, 200)}`);
    }
    return { status, envelope, headers, raw };
  };

  const server: TestServer = {
    app,
    config,
    database,
    publicKeyPem: rsa.publicKeyPem,
    async call(url, payload = {}, opts = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8' };
      if (opts.token) headers.authorization = opts.token;
      if (opts.cookie) headers.cookie = opts.cookie;
      languageHeader(headers, opts.language);
      const cipherText = encryptText(JSON.stringify(payload), keys);
      const res =
        opts.method === 'GET'
          ? await app.inject({ method: 'GET', url, headers, query: { data: cipherText } })
          : await app.inject({ method: 'POST', url, headers, payload: cipherText });
      return decode(res.statusCode, res.body, res.headers) as CallAnswer<any>;
    },
    async send(url, body, opts = {}) {
      const headers: Record<string, string> = { 'content-type': opts.contentType ?? 'application/json;charset=UTF-8' };
      if (opts.token) headers.authorization = opts.token;
      languageHeader(headers, opts.language);
      const res = await app.inject({ method: 'POST', url, headers, payload: body });
      return decode(res.statusCode, res.body, res.headers);
    },
    rsaEncrypt(text) {
      return forge.util.encode64(publicKey.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
    },
    async captchaCookie() {
      const res = await app.inject({ method: 'POST', url: '/api/auth/getVerCode', payload: '' });
      const setCookie = String(res.headers['set-cookie']);
      return setCookie.split(';')[0];
    },
    async login(account, password = SEED_PASSWORD, newPassword) {
      const cookie = await server.captchaCookie();
      const r = await server.call(
        '/api/auth/loginByAccount',
        { account, passwd: server.rsaEncrypt(password), clientType: '1', verCode: CAPTCHA },
        { cookie },
      );
      if (r.status !== 200) throw new Error(`login ${account} failed: ${r.envelope.error_msg}`);
      return server.completeFactor(account, r.envelope.data, newPassword);
    },
    async completeFactor(account, answer, newPassword) {
      if (answer.token) return answer.token;
      if (answer.next === 'password' && newPassword) {
        const r = await server.call('/api/auth/factor/newPassword', {
          challenge: answer.challenge,
          newPwd: server.rsaEncrypt(newPassword),
        });
        if (r.status !== 200) throw new Error(`new password of ${account} refused: ${r.envelope.error_msg}`);
        return server.completeFactor(account, r.envelope.data);
      }
      const secret = demoSecretOf(account);
      if (answer.next !== 'code' || !secret) throw new Error(`login ${account} owes ${answer.next}`);
      const r = await server.call('/api/auth/factor/verify', {
        challenge: answer.challenge,
        code: await nextCode(scope, secret),
      });
      if (r.status !== 200 || !r.envelope.data.token)
        throw new Error(`second factor of ${account} failed: ${r.envelope.error_msg}`);
      return r.envelope.data.token;
    },
    async close() {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
  return server;
}
