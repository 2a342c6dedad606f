import http from 'node:http';
import forge from 'node-forge';
import {
  decryptText,
  encryptText,
  DEFAULT_AES_IV,
  DEFAULT_AES_KEY,
  type CipherKeys,
} from '../../../src/contract/cipher';
import type { Envelope } from '../../../src/contract/envelope';
import { CAPTCHA_CODE } from './server-process';
import { demoSecretOf, nextCode } from '../../api/support/factor-codes';

export const SEED_PASSWORD = 'Party@2026';

/** No answer within the client's time limit. */
export class RequestTimeout extends Error {}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface CallAnswer<T = any> {
  status: number;
  envelope: Envelope<T> & { datas?: unknown };
  headers: http.IncomingHttpHeaders;
}

export interface ClientOptions {
  /** Connections kept open to the server (keep-alive). */
  maxSockets?: number;
  /** Per request. */
  timeoutMs?: number;
  keys?: CipherKeys;
}

/**
 * A scripted client of a running server, speaking the wire contract as the SPA does: payloads
 * encrypted with the envelope cipher (crypto-js, src/contract/cipher.ts), passwords RSA-encrypted
 * with the server's public key, keep-alive connections.
 */
export class ApiClient {
  readonly agent: http.Agent;
  readonly keys: CipherKeys;
  private readonly url: URL;
  private readonly timeoutMs: number;
  private publicKey?: forge.pki.rsa.PublicKey;

  constructor(base: string, opts: ClientOptions = {}) {
    this.url = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 50 });
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.keys = opts.keys ?? { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
  }

  /** One HTTP request; rejects on a network error or a RequestTimeout. */
  request(
    method: 'GET' | 'POST',
    path: string,
    body?: Buffer | string,
    headers: http.OutgoingHttpHeaders = {},
  ): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
      const req = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          agent: this.agent,
          headers: payload ? { 'content-length': payload.length, ...headers } : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.setTimeout(this.timeoutMs, () =>
        req.destroy(new RequestTimeout(`${method} ${path}: no answer within ${this.timeoutMs} ms`)),
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  open<T = any>(raw: RawAnswer): CallAnswer<T> {
    let envelope: CallAnswer<T>['envelope'];
    try {
      envelope = JSON.parse(decryptText(raw.body, this.keys));
    } catch {
      throw new Error(`answer of status ${raw.status} is not an encrypted envelope: ${raw.body.slice(0, 200)}`);
    }
    return { status: raw.status, envelope, headers: raw.headers };
  }

  /** An encrypted call: POST with the ciphertext of the payload, the answer's envelope decrypted. */
  async call<T = any>(
    path: string,
    payload: unknown = {},
    opts: { token?: string; cookie?: string } = {},
  ): Promise<CallAnswer<T>> {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json;charset=UTF-8' };
    if (opts.token) headers.authorization = opts.token;
    if (opts.cookie) headers.cookie = opts.cookie;
    return this.open<T>(await this.request('POST', path, encryptText(JSON.stringify(payload), this.keys), headers));
  }

  /** One file as multipart/form-data, as the SPA's upload widget sends it. */
  async upload<T = any>(
    path: string,
    token: string,
    file: { name: string; content: Buffer; type?: string },
  ): Promise<CallAnswer<T>> {
    const boundary = `----party${Date.now()}${Math.random().toString(16).slice(2)}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    );
    const body = Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const raw = await this.request('POST', path, body, {
      authorization: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    return this.open<T>(raw);
  }

  async rsaEncrypt(text: string): Promise<string> {
    if (!this.publicKey) {
      const r = await this.call('/api/auth/getPublicKey');
      if (r.status !== 200) throw new Error(`getPublicKey answered ${r.status}`);
      this.publicKey = forge.pki.publicKeyFromPem(r.envelope.data.publicKey);
    }
    return forge.util.encode64(this.publicKey.encrypt(forge.util.encodeUtf8(text), 'RSAES-PKCS1-V1_5'));
  }

  /** Captcha, then sign-in, as the sign-in page does; answers the token and both answers' statuses. */
  async signIn(
    account: string,
    password = SEED_PASSWORD,
  ): Promise<{ token?: string; captchaStatus: number; loginStatus: number; message?: string }> {
    const captcha = await this.call('/api/auth/getVerCode');
    const cookie = String(captcha.headers['set-cookie'] ?? '').split(';')[0];
    if (captcha.status !== 200)
      return { captchaStatus: captcha.status, loginStatus: 0, message: captcha.envelope.error_msg };
    const login = await this.call(
      '/api/auth/loginByAccount',
      { account, passwd: await this.rsaEncrypt(password), clientType: '1', verCode: CAPTCHA_CODE },
      { cookie },
    );
    const answer = login.envelope.data;
    const secret = demoSecretOf(account);
    if (login.status === 200 && !answer?.token && answer?.next === 'code' && secret) {
      // A demo administrator: the code of its seeded demo secret completes the sign-in.
      const factor = await this.call('/api/auth/factor/verify', {
        challenge: answer.challenge,
        code: await nextCode(this.url.origin, secret),
      });
      return {
        token: factor.envelope.data?.token,
        captchaStatus: captcha.status,
        loginStatus: factor.status,
        message: factor.envelope.error_msg,
      };
    }
    return {
      token: answer?.token,
      captchaStatus: captcha.status,
      loginStatus: login.status,
      message: login.envelope.error_msg ?? (answer?.next ? `owes ${answer.next}` : undefined),
    };
  }

  /** Signs in or throws. */
  async token(account: string, password = SEED_PASSWORD): Promise<string> {
    const r = await this.signIn(account, password);
    if (!r.token) throw new Error(`sign-in of ${account} failed (${r.captchaStatus}/${r.loginStatus}): ${r.message}`);
    return r.token;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** One encrypted call with fetch (no keep-alive pool): the status, headers and envelope (null for a file). */
export async function httpCall(
  base: string,
  url: string,
  payload: unknown = {},
  opts: { token?: string; cookie?: string } = {},
) {
  const keys = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
  const res = await fetch(base + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: encryptText(JSON.stringify(payload), keys),
  });
  const text = await res.text();
  const isEnvelope = (res.headers.get('content-type') ?? '').startsWith('text/plain');
  return {
    status: res.status,
    headers: res.headers,
    envelope: isEnvelope ? JSON.parse(decryptText(text, keys)) : null,
    setCookie: res.headers.get('set-cookie'),
  };
}
