import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

describe.skipIf(skipSuite)('messages in the caller’s language', () => {
  let s: TestServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    s = await startTestServer();
    [admin, member] = await Promise.all([s.login('admin'), s.login('member1')]);
  });
  afterAll(async () => s?.close());

  const saveWithoutName = (language: string | null) =>
    s.call(
      '/api/position/save',
      { kind: '1', orgId: 1, address: '北郊场站二楼', name: '' },
      { token: admin, language },
    );

  it.each([
    ['en-US,en;q=0.9', 'Name is required'],
    ['es', 'Rellene el campo Nombre'],
    ['zh-CN,zh;q=0.9', '请填写阵地名称'],
  ])('words a required field left empty by Accept-Language %s', async (language, said) => {
    const r = await saveWithoutName(language);
    expect(r.status).toBe(400);
    expect(r.envelope.error_msg).toBe(said);
    expect(r.envelope.data).toMatchObject({ field: 'name', fields: { name: said } });
  });

  it('speaks English, the default language, to a caller that names no language', async () => {
    const r = await saveWithoutName(null);
    expect(r.envelope.error_msg).toBe('Name is required');
    expect((await s.call('/api/auth/getUserInfo', {}, { language: 'fr' })).envelope.error_msg).toBe(
      'Your session has expired; please sign in again',
    );
  });

  it.each([
    ['en', 'Your session has expired; please sign in again', 'You are not allowed to do this'],
    ['es', 'Su sesión ha caducado; inicie sesión de nuevo', 'No tiene permiso para hacer esto'],
    ['zh', '登录已失效，请重新登录', '没有权限执行此操作'],
  ])('words the refusals 401 and 403 in %s', async (language, expired, forbidden) => {
    const anonymous = await s.call('/api/auth/getUserInfo', {}, { language });
    expect(anonymous.status).toBe(401);
    expect(anonymous.envelope.error_msg).toBe(expired);
    const refused = await s.call('/api/position/list', {}, { token: member, language });
    expect(refused.status).toBe(403);
    expect(refused.envelope.error_msg).toBe(forbidden);
  });

  it('words a payload its schema refuses, and a wrong sign-in, in the caller’s language', async () => {
    const paging = { pageCurrent: 1, pageSize: 100_000 };
    const en = await s.call('/api/position/list', paging, { token: admin, language: 'en' });
    expect(en.status).toBe(400);
    expect(en.envelope.error_msg).toMatch(/^Field pageSize is not valid: must be at most \d+$/);
    const zh = await s.call('/api/position/list', paging, { token: admin, language: 'zh' });
    expect(zh.envelope.error_msg).toMatch(/^字段 pageSize 无效：不能大于\d+$/);
    const cookie = await s.captchaCookie();
    const login = { account: 'admin', passwd: s.rsaEncrypt('wrong password'), clientType: '1', verCode: 'AB12' };
    const wrong = await s.call('/api/auth/loginByAccount', login, { cookie, language: 'es' });
    expect(wrong.envelope.error_msg).toBe('Cuenta o contraseña incorrecta');
  });
});
