import { decryptText, encryptText } from '../../../src/contract/cipher';
import type { TestServer } from '../../api/support/test-app';
import { uploadFile } from '../../api/support/multipart';
import type { ApiClient } from './http-client';
import { mintToken } from './sessions';

/** An answer: the envelope, or for a file `{ error_code: 200, error_msg: 'file', data: null }`. */
export interface Answer {
  status: number;
  envelope: any;
}

export interface UploadFile {
  name: string;
  content: Buffer;
  type?: string;
}

/**
 * What the scenarios of the write calls need of a server, in-process (a test server) or over HTTP (a
 * server process): the same calls either way.
 */
export interface Caller {
  call(url: string, payload?: unknown, opts?: { token?: string }): Promise<Answer>;
  /** One file as the upload widget sends it, the payload in the `data` query parameter. */
  upload(url: string, token: string, file: UploadFile, payload?: unknown): Promise<Answer>;
  /** A session of the account; `fresh` for one the call may end (a refresh, a password change), signed in with `password` where it is not the seed's. */
  token(account: string, fresh?: boolean, password?: string): Promise<string>;
  /** The privileges of the account's first role. */
  privileges(account: string): Promise<Set<string>>;
  rsa(text: string): Promise<string>;
}

/** The fixtures' helpers take a test server but only make calls. */
export const asTestServer = (c: Caller): TestServer => ({ call: c.call.bind(c) }) as unknown as TestServer;

const FILE = { error_code: 200, error_msg: 'file', data: null };

function withAccounts(
  c: Omit<Caller, 'token' | 'privileges'>,
  sessionOf: (account: string, password?: string) => Promise<string>,
): Caller {
  const tokens = new Map<string, string>();
  const privileges = new Map<string, Set<string>>();
  const caller: Caller = {
    ...c,
    async token(account, fresh = false, password) {
      if (fresh) return sessionOf(account, password);
      if (!tokens.has(account)) tokens.set(account, await sessionOf(account));
      return tokens.get(account)!;
    },
    async privileges(account) {
      if (!privileges.has(account)) {
        const info = await c.call('/api/auth/getUserInfo', {}, { token: await caller.token(account) });
        privileges.set(account, new Set(info.envelope.data.privileges as string[]));
      }
      return privileges.get(account)!;
    },
  };
  return caller;
}

/** A test server called with inject; sessions minted in its database. */
export function inProcess(s: TestServer): Caller {
  const keys = { key: s.config.aesKey, iv: s.config.aesIv };
  return withAccounts(
    {
      call: (url, payload = {}, opts = {}) => s.call(url, payload, opts),
      async upload(url, token, file, payload) {
        const res = await uploadFile(s, url, token, file, payload);
        return { status: res.status, envelope: JSON.parse(decryptText(res.body, keys)) };
      },
      rsa: async (text) => s.rsaEncrypt(text),
    },
    (account) => mintToken(s, account),
  );
}

/** A server process, through the client in hand (a new one after each restart); sessions by signing in. */
export function overHttp(client: () => ApiClient): Caller {
  const open = (c: ApiClient, raw: Awaited<ReturnType<ApiClient['request']>>): Answer =>
    String(raw.headers['content-type'] ?? '').startsWith('text/plain')
      ? c.open(raw)
      : { status: raw.status, envelope: FILE };
  return withAccounts(
    {
      async call(url, payload = {}, opts = {}) {
        const c = client();
        const headers = {
          'content-type': 'application/json;charset=UTF-8',
          ...(opts.token ? { authorization: opts.token } : {}),
        };
        return open(c, await c.request('POST', url, encryptText(JSON.stringify(payload), c.keys), headers));
      },
      async upload(url, token, file, payload) {
        const c = client();
        const query =
          payload === undefined ? '' : `?data=${encodeURIComponent(encryptText(JSON.stringify(payload), c.keys))}`;
        return c.upload(url + query, token, file);
      },
      rsa: (text) => client().rsaEncrypt(text),
    },
    (account, password) => client().token(account, password),
  );
}
