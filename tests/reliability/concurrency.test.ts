import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/support/test-app';
import { TEST_DATABASE_URL } from '../api/support/test-db';
import { createMember, freshIdNumber, seededOrgs } from '../api/support/fixtures';
import { mintToken } from './support/sessions';

const KINDS = (['pglite', 'postgres'] as const).filter((k) => k === 'pglite' || TEST_DATABASE_URL);

describe.each(KINDS)('concurrent writes on %s', (kind) => {
  let s: TestServer;
  let token: string;
  let branch: number;
  beforeAll(async () => {
    s = await startTestServer({}, kind);
    token = await mintToken(s, 'secretary1');
    branch = (await seededOrgs(s, await mintToken(s, 'admin'))).branchA;
  });
  afterAll(async () => s?.close());

  it('lets exactly one of two saves of the same version win, every time', async () => {
    for (let round = 0; round < 10; round++) {
      const m = await createMember(s, token, branch, `并发${round}`);
      const current = (await s.call('/api/member/get', { id: m.id }, { token })).envelope.data;
      const [a, b] = await Promise.all([
        s.call('/api/member/save', { ...current, nativePlace: '甲' }, { token }),
        s.call('/api/member/save', { ...current, nativePlace: '乙' }, { token }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const winner = a.status === 200 ? '甲' : '乙';
      const after = (await s.call('/api/member/get', { id: m.id }, { token })).envelope.data;
      expect(after.nativePlace).toBe(winner);
      expect(after.version).toBe(current.version + 1);
    }
  });

  it('makes one record of a form submitted twice at once, and answers both with it', async () => {
    for (let round = 0; round < 10; round++) {
      const form = { name: `双击${round}`, idNumber: freshIdNumber(), orgId: branch, memberType: '2', joinedOn: '2010-07-01', fullOn: '2011-07-01', status: '1', submitToken: `form-${kind}-${round}-${Date.now()}` };
      const answers = await Promise.all([1, 2, 3].map(() => s.call('/api/member/save', form, { token })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.envelope.data.id)).size).toBe(1);
      const found = await s.call('/api/member/list', { filters: { name: form.name } }, { token });
      expect(found.envelope.data.total).toBe(1);
    }
  });

  it('refuses a submit token that another account used', async () => {
    const form = { name: '他人令牌', idNumber: freshIdNumber(), orgId: branch, memberType: '2', joinedOn: '2010-07-01', fullOn: '2011-07-01', status: '1', submitToken: `shared-${kind}-${Date.now()}` };
    expect((await s.call('/api/member/save', form, { token })).status).toBe(200);
    const admin = await mintToken(s, 'admin');
    const again = await s.call('/api/member/save', { ...form, idNumber: freshIdNumber() }, { token: admin });
    expect(again.status).toBe(409);
  });
});
