import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { writeOplog } from '../../server/lib/oplog';
import { resultRows } from '../../server/lib/sql-rows';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

interface Stored {
  id: number;
  call: string;
  account: string | null;
  before_null: boolean;
  after_null: boolean;
  after: unknown;
}

/**
 * Writes go by shape as reads do: the insert of a record, its update, the history of a move and the
 * operation log are built once per shape (which columns, which of them empty) and run with the values
 * in slots. Each must store what it was given: its own values, not those of the write that built the
 * shape, and an empty value as NULL (a slot would have turned a JSON column's null into JSON null).
 */
describe.skipIf(skipSuite)('writes built once per shape', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  const stored = async (call: string) =>
    resultRows<Stored>(
      await s.database.db.execute(
        sql`SELECT id, call, account, before IS NULL AS before_null, after IS NULL AS after_null, after FROM operation_log WHERE call = ${call} ORDER BY id`,
      ),
    );

  it('stores each entry of the operation log with its own values, and empty ones as NULL', async () => {
    const call = `/test/shape-${Date.now()}`;
    await writeOplog(s.database.db, {
      call,
      action: 'save',
      outcome: 200,
      account: 'a1',
      before: null,
      after: { n: 1 },
    });
    await writeOplog(s.database.db, {
      call,
      action: 'save',
      outcome: 200,
      account: 'a2',
      before: null,
      after: { n: 2 },
    });
    await writeOplog(s.database.db, {
      call,
      action: 'save',
      outcome: 409,
      account: null,
      before: { n: 2 },
      after: null,
    });
    await s.database.db.transaction((tx) =>
      writeOplog(tx as never, { call, action: 'save', outcome: 200, account: 'a3', before: null, after: { n: 3 } }),
    );
    const rows = await stored(call);
    expect(rows.map((r) => [r.account, r.before_null, r.after_null, r.after])).toEqual([
      ['a1', true, false, { n: 1 }],
      ['a2', true, false, { n: 2 }],
      [null, false, true, null],
      ['a3', true, false, { n: 3 }],
    ]);
  });

  it('saves, edits and moves records through the API with what each request sent', async () => {
    const token = await s.login('secretary1');
    const info = (await s.call('/api/auth/getUserInfo', {}, { token })).envelope.data as { orgId: number };
    const made: { id: number; version: number; title: string }[] = [];
    for (const n of [1, 2]) {
      const r = await s.call(
        '/api/highlight/save',
        {
          orgId: info.orgId,
          title: `亮点${n}`,
          kind: '1',
          happenedOn: '2026-05-0' + n,
          summary: '便民服务',
          content: n === 1 ? '详情' : null,
        },
        { token },
      );
      expect(r.envelope.error_code, JSON.stringify(r.envelope)).toBe(200);
      made.push(r.envelope.data);
    }
    const [first, second] = made;
    expect(first.title).toBe('亮点1');
    expect(second.title).toBe('亮点2');
    const contents = resultRows<{ id: number; content: string | null }>(
      await s.database.db.execute(
        sql`SELECT id, content FROM highlights WHERE id IN (${first.id}, ${second.id}) ORDER BY id`,
      ),
    );
    expect(contents.map((r) => r.content)).toEqual(['详情', null]);

    const edited = await s.call('/api/highlight/save', { ...first, content: null, title: '亮点1改' }, { token });
    expect(edited.envelope.error_code, JSON.stringify(edited.envelope)).toBe(200);
    expect(edited.envelope.data).toMatchObject({
      id: first.id,
      version: first.version + 1,
      title: '亮点1改',
      content: null,
    });
    const stale = await s.call('/api/highlight/save', { ...first, title: '旧版本' }, { token });
    expect(stale.status).toBe(409);

    const moved = await s.call(
      '/api/highlight/transition',
      { id: second.id, version: second.version, action: 'submit' },
      { token },
    );
    expect(moved.envelope.error_code, JSON.stringify(moved.envelope)).toBe(200);
    expect(moved.envelope.data.version).toBe(second.version + 1);
    expect(moved.envelope.data.history.map((h: { action: string }) => h.action)).toEqual(['submit']);
    const again = await s.call('/api/highlight/get', { id: first.id }, { token });
    expect(again.envelope.data).toMatchObject({ title: '亮点1改', state: 'draft', history: [] });
  });
});
