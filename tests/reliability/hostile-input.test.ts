import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import { BINDINGS } from '../../server/modules/resources/index';
import { columnsOf } from '../../server/modules/resources/scope-joins';
import { startTestServer, type TestServer } from '../api/support/test-app';
import { mintToken } from './support/sessions';
import { recordInjects, SentCalls } from './support/call-coverage';

const LEAK =
  /\bat \S+ \(|node_modules|SELECT |INSERT |UPDATE |DELETE FROM|relation "|syntax error|<html|TypeError|ReferenceError|stack/i;

/** What a careless or hostile client may send, as plaintext JSON to be encrypted (or raw, when marked). */
const PAYLOADS: { name: string; raw?: string; plain?: string }[] = [
  { name: 'garbage text', raw: 'this is not ciphertext at all' },
  { name: 'a wrong key', raw: encryptText('{"id":1}', { key: 'wrong-key-123456', iv: 'wrong-iv-1234567' }) },
  { name: 'truncated ciphertext', raw: '' },
  { name: 'a body over the limit', raw: 'A'.repeat(3 * 1024 * 1024 + 5000) },
  { name: 'deep nesting', plain: '{"filters":' + '['.repeat(200) + ']'.repeat(200) + '}' },
  {
    name: 'wrong types',
    plain: JSON.stringify({
      id: [],
      version: 'v',
      pageCurrent: {},
      pageSize: 'x',
      filters: 'x',
      sort: 5,
      account: 1,
      passwd: {},
      role: [],
      name: 5,
      orgId: 'x',
      entity: {},
      recordId: [],
      accessPath: {},
      to: 9,
      oldPwd: 1,
      newPwd: [],
      accountId: 'a',
      verCode: {},
      clientType: 1,
    }),
  },
  { name: 'NUL characters', plain: JSON.stringify({ id: 1, name: 'a\u0000b', account: '\u0000', role: 'x\u0000' }) },
  { name: 'a __proto__ key', plain: '{"__proto__":{"admin":true},"id":1}' },
  { name: 'a constructor key', plain: '{"constructor":{"prototype":{"x":1}}}' },
  {
    name: 'huge numbers',
    plain: JSON.stringify({
      id: 99999999999,
      version: 1e300,
      pageCurrent: 1e15,
      pageSize: 1e9,
      accountId: 4e10,
      recordId: 3e12,
      filters: { orgId: 9e15, memberType: '2' },
    }),
  },
  { name: 'a number out of range', plain: '{"id":1e400}' },
  {
    name: 'unknown fields',
    plain: JSON.stringify({
      zzz: 1,
      $where: 'x',
      id: 1,
      version: 1,
      'a.b': 2,
      filters: { nosuch: 1 },
      sort: { field: 'password_hash', order: 'asc' },
    }),
  },
];

describe('hostile input to every call of the route table', () => {
  let s: TestServer;
  const sent = new SentCalls();
  const keys = () => ({ key: s.config.aesKey, iv: s.config.aesIv });
  beforeAll(async () => {
    s = await startTestServer();
    recordInjects(s.app, sent);
  });
  afterAll(async () => s?.close());

  it('knows every route: each is a declared call with an access rule, or a listed exception', () => {
    const declared = new Set(s.app.callTable.map((c) => `${c.method} ${c.url}`));
    const exceptions = new Set([
      'GET /healthz',
      'GET /readyz',
      'GET /metrics',
      'HEAD /healthz',
      'HEAD /readyz',
      'HEAD /metrics',
      // The installable app's manifest: public, read-only, named from the system configuration.
      'GET /manifest.webmanifest',
      'HEAD /manifest.webmanifest',
    ]);
    for (const r of s.app.allRoutes) {
      if (r.method === 'HEAD' && declared.has(`GET ${r.url}`)) continue;
      expect(
        declared.has(`${r.method} ${r.url}`) || exceptions.has(`${r.method} ${r.url}`),
        `${r.method} ${r.url} has no access rule`,
      ).toBe(true);
    }
    for (const c of s.app.callTable)
      expect(['public', 'session', 'privilege', 'menu', 'entity']).toContain(c.access.kind);
    expect(s.app.callTable.length).toBeGreaterThan(40);
  });

  it('keeps every text field of every entity within its column', () => {
    const over: string[] = [];
    for (const b of BINDINGS) {
      const cols = columnsOf(b.table) as Record<string, { length?: number }>;
      for (const f of b.def.fields) {
        const len = cols[f.name]?.length;
        const max = f.max ?? (f.kind === 'dict' ? 50 : 100);
        if (len && (f.kind === 'text' || f.kind === 'dict') && max > len)
          over.push(`${b.def.name}.${f.name}: ${max} > ${len}`);
      }
    }
    expect(over).toEqual([]);
  });

  it('answers every call and every kind of bad input with an envelope below 500 that leaks nothing', async () => {
    const failures: string[] = [];
    for (const call of s.app.callTable) {
      for (const withToken of [true, false]) {
        for (const p of PAYLOADS) {
          // A fresh token each time: some calls (logout, refresh, role switch) end the one they get.
          const token = withToken ? await mintToken(s, 'admin') : undefined;
          let body = p.raw ?? encryptText(p.plain!, keys());
          if (p.name === 'truncated ciphertext')
            body = encryptText(JSON.stringify({ id: 1, name: '党建'.repeat(20) }), keys()).slice(0, 45);
          const headers: Record<string, string> = { 'content-type': 'application/json;charset=UTF-8' };
          if (token) headers.authorization = token;
          const res =
            call.method === 'GET'
              ? await s.app.inject({ method: 'GET', url: call.url, headers, query: { data: body.slice(0, 100_000) } })
              : await s.app.inject({ method: 'POST', url: call.url, headers, payload: body });
          const where = `${call.url} ${p.name} ${withToken ? 'signed in' : 'anonymous'}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.statusCode}`);
          if (res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('text/plain') === false)
            continue; // a file
          let envelope: { error_code: number; error_msg: string };
          try {
            envelope = JSON.parse(decryptText(res.body, keys()));
          } catch {
            failures.push(`${where}: not an envelope`);
            continue;
          }
          if (envelope.error_code !== res.statusCode)
            failures.push(`${where}: error_code ${envelope.error_code} vs ${res.statusCode}`);
          if (LEAK.test(envelope.error_msg) || LEAK.test(res.body))
            failures.push(`${where}: leaks ${envelope.error_msg}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('sent every call of the route table every kind of bad input, signed in and anonymous', () => {
    const escaped = sent.escaped(s.app.callTable, (_call, attempts) => {
      const anonymous = attempts.filter((a) => a.as === 'anonymous').length;
      const signedIn = attempts.length - anonymous;
      return anonymous >= PAYLOADS.length && signedIn >= PAYLOADS.length
        ? null
        : `${signedIn} signed-in and ${anonymous} anonymous requests for ${PAYLOADS.length} kinds of bad input`;
    });
    expect(escaped, 'calls that escaped the hostile input').toEqual([]);
  });
});
