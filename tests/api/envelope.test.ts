import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptText } from '../../src/contract/cipher';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

describe.skipIf(skipSuite)('the encrypted envelope', () => {
  let s: TestServer;
  let token: string;
  let keys: { key: string; iv: string };
  beforeAll(async () => {
    s = await startTestServer();
    token = await s.login('admin');
    keys = { key: s.config.aesKey, iv: s.config.aesIv };
  });
  afterAll(async () => s?.close());

  const expectClean = (raw: string, envelope: { error_msg: string }) => {
    expect(raw).not.toMatch(/<html|at \w+ \(|SELECT|INSERT|stack/i);
    expect(envelope.error_msg).not.toMatch(/at \w+ \(|SELECT |relation |stack/i);
  };

  it('answers success with error_code 200 equal to the HTTP status, encrypted', async () => {
    const r = await s.call('/api/partyAffiars/getIp', {}, { token });
    expect(r.status).toBe(200);
    expect(r.envelope.error_code).toBe(200);
    expect(r.raw).not.toContain('error_code');
  });

  it('reads GET parameters from the encrypted data parameter', async () => {
    const r = await s.call('/api/auth/getUserInfo', {}, { token, method: 'GET' });
    expect(r.status).toBe(404);
    const dash = await s.call('/api/partyAffiars/getIp', {}, { token, method: 'GET' });
    expect(dash.status).toBe(404);
  });

  it.each([
    ['garbage text', 'this is not ciphertext'],
    ['truncated ciphertext', 'U2FsdGVkX1+abc'],
    ['a wrong key', encryptText('{"a":1}', { key: 'WRONGWRONGWRONG!', iv: 'WRONGWRONGWRONG!' })],
    ['plain JSON', '{"account":"admin"}'],
  ])('refuses %s with a 400 envelope', async (_name, body) => {
    const r = await s.send('/api/auth/getUserInfo', body, { token });
    expect(r.status).toBe(400);
    expect(r.envelope.error_code).toBe(400);
    expectClean(r.raw, r.envelope);
  });

  it.each([
    ['NUL characters', '{"role":"a\\u0000b"}', /NUL/],
    ['a __proto__ key', '{"__proto__":{"x":1}}', /__proto__/],
    ['a constructor key', '{"a":{"constructor":1}}', /constructor/],
    ['deep nesting', '['.repeat(100) + ']'.repeat(100), /嵌套/],
    ['a huge number', '{"accountId":1e400}', /数值超出范围/],
    ['not JSON', '{"a":', /JSON/],
  ])('refuses %s with a 400 naming the problem', async (_name, plain, msg) => {
    const r = await s.send('/api/auth/switchRole', encryptText(plain, keys), { token });
    expect(r.status).toBe(400);
    expect(r.envelope.error_msg).toMatch(msg);
  });

  it('refuses wrong types with 400 naming the field', async () => {
    const r = await s.call('/api/auth/switchRole', { role: 12 }, { token });
    expect(r.status).toBe(400);
    expect(r.envelope.error_msg).toContain('role');
    expect(r.envelope.data).toEqual({ field: 'role' });
  });

  it('refuses a JSON body over 2 MiB with a 413 envelope', async () => {
    const big = JSON.stringify({ role: 'x'.repeat(2 * 1024 * 1024 + 10) });
    const r = await s.send('/api/auth/switchRole', encryptText(big, keys), { token });
    expect(r.status).toBe(413);
    const huge = await s.send('/api/auth/switchRole', 'A'.repeat(4 * 1024 * 1024), { token });
    expect(huge.status).toBe(413);
  });

  it('answers an unknown API route with a 404 envelope, not an HTML page', async () => {
    const r = await s.call('/api/nothing/here', {}, { token });
    expect(r.status).toBe(404);
    expect(r.envelope.error_msg).toBe('接口不存在');
    const res = await s.app.inject({ method: 'DELETE', url: '/api/auth/getUserInfo' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/<html/i);
  });

  it('sends the security headers on every answer, errors included', async () => {
    for (const res of [
      await s.app.inject({ method: 'POST', url: '/api/auth/getPublicKey', payload: '' }),
      await s.app.inject({ method: 'POST', url: '/api/nope', payload: 'x' }),
      await s.app.inject({ method: 'GET', url: '/healthz' }),
    ]) {
      expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('answers health and readiness', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await s.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('counts the read caches’ hits and misses for a caller on this machine only', async () => {
    const local = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    expect(local.json().caches).toBeTypeOf('object');
    const remote = await s.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(404);
  });
});
