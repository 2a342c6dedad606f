import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDef } from '../../src/contract/resource/types';
import { BINDINGS, bindingOf } from '../../server/modules/resources/index';
import { getRecord, listRecords, type ListArgs } from '../../server/modules/resources/query';
import { resolveSession } from '../../server/modules/auth/session-store';
import type { Db } from '../../server/db/client';
import { builtAfresh } from '../../server/db/shaped-statements';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

const ACCOUNTS = ['admin', 'company1', 'secretary1'];

/** Values of the field's filter that the record matches, of each shape the filter takes (none when the record has no value). */
function filterValues(f: FieldDef, record: Record<string, unknown>): unknown[] {
  const v = record[f.name];
  if (v === null || v === undefined || v === '') return [];
  switch (f.filter) {
    case 'eq':
    case 'subtree':
      return [v];
    case 'in':
      return [[v], [v, v]];
    case 'like':
      return typeof v === 'string' ? [v.slice(0, 2)] : [];
    case 'range': {
      const day = typeof v === 'string' ? v.slice(0, 10) : undefined;
      return day && /^\d{4}-\d{2}-\d{2}$/.test(day)
        ? [
            [day, null],
            [null, day],
            [day, day],
          ]
        : [];
    }
    case 'has':
      return Array.isArray(v) && v.length ? [v[0]] : [];
    default:
      return [];
  }
}

/**
 * A list and a record read go by shape: the statement of a shape is built once, and later reads of
 * that shape put only their values in its slots, on the database's handle and in a transaction alike.
 * They must answer what the same reads built afresh answer, for every entity, every filter kind, sort
 * and page, and for callers of different scopes.
 */
describe.skipIf(skipSuite)('reads built once per shape', () => {
  let s: TestServer;
  const users: SessionUser[] = [];
  beforeAll(async () => {
    s = await startTestServer();
    for (const account of ACCOUNTS)
      users.push((await resolveSession(s.database.db, s.config, await s.login(account)))!);
  });
  afterAll(async () => {
    await s?.close();
  });

  /** The read by shape, after the same read in a transaction (by shape too), and the read built afresh. */
  const both = async <T>(read: (db: Db) => Promise<T>): Promise<[T, T]> => {
    const inTransaction = await s.database.db.transaction((tx) => read(tx as unknown as Db));
    const byShape = await read(s.database.db);
    expect(inTransaction).toEqual(byShape);
    return [byShape, await builtAfresh(() => read(s.database.db))];
  };

  it('answer what the same reads built as they come answer, for every entity, filter, sort and page', async () => {
    let compared = 0;
    for (const b of BINDINGS) {
      for (const user of users) {
        const plain: ListArgs = { pageCurrent: 1, pageSize: 5, filters: {} };
        const [first, firstInline] = await both((db) => listRecords(db, b, bindingOf, user, plain));
        expect(first, `${b.def.name} for ${user.account}`).toEqual(firstInline);
        const sample = first.records[0];
        const argsList: ListArgs[] = [{ ...plain, pageCurrent: 2, pageSize: 2 }];
        const sortable = b.def.fields.find((f) => f.sortable);
        if (sortable)
          argsList.push(
            { ...plain, sort: { field: sortable.name, order: 'asc' } },
            { ...plain, sort: { field: sortable.name, order: 'desc' } },
          );
        if (sample) {
          const filters: Record<string, unknown> = {};
          for (const f of b.def.fields.filter((x) => x.filter)) {
            const values = filterValues(f, sample);
            // Each filter alone in each of its shapes, then all of them together: shapes that differ by one filter follow each other.
            for (const value of values) argsList.push({ ...plain, filters: { [f.name]: value } });
            if (values.length) filters[f.name] = values[values.length - 1];
          }
          argsList.push({ ...plain, filters }, { ...plain, filters, pageCurrent: 3 });
        }
        for (const args of argsList) {
          const [byShape, inline] = await both((db) => listRecords(db, b, bindingOf, user, args));
          expect(byShape, `${b.def.name} ${JSON.stringify(args)} for ${user.account}`).toEqual(inline);
          compared++;
        }
        if (sample) {
          const [record, recordInline] = await both((db) => getRecord(db, b, bindingOf, user, sample.id as number));
          expect(record, `${b.def.name} #${sample.id} for ${user.account}`).toEqual(recordInline);
          expect(record).toBeDefined();
        }
      }
    }
    expect(compared).toBeGreaterThan(BINDINGS.length * ACCOUNTS.length * 3);
  });

  it('a filter whose matches differ gives other rows, not those of the last read of its shape', async () => {
    const member = BINDINGS.find((b) => b.def.name === 'member')!;
    const admin = users[0];
    const names = (
      await listRecords(s.database.db, member, bindingOf, admin, { pageCurrent: 1, pageSize: 50, filters: {} })
    ).records.map((r) => String(r.name));
    const [a, b] = [names[0], names.find((n) => n.slice(0, 1) !== names[0].slice(0, 1))!];
    const first = await listRecords(s.database.db, member, bindingOf, admin, {
      pageCurrent: 1,
      pageSize: 50,
      filters: { name: a.slice(0, 1) },
    });
    const second = await listRecords(s.database.db, member, bindingOf, admin, {
      pageCurrent: 1,
      pageSize: 50,
      filters: { name: b.slice(0, 1) },
    });
    expect(first.records.every((r) => String(r.name).includes(a.slice(0, 1)))).toBe(true);
    expect(second.records.every((r) => String(r.name).includes(b.slice(0, 1)))).toBe(true);
    expect(second.records.map((r) => r.id)).not.toEqual(first.records.map((r) => r.id));
  });

  it("a caller's scope is a value of the statement: a branch sees its own records in a statement a group clerk built", async () => {
    const meeting = bindingOf('meeting');
    const [admin, , branch] = users;
    const all = await listRecords(s.database.db, meeting, bindingOf, admin, {
      pageCurrent: 1,
      pageSize: 5,
      filters: {},
    });
    const own = await listRecords(s.database.db, meeting, bindingOf, branch, {
      pageCurrent: 1,
      pageSize: 5,
      filters: {},
    });
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(all.total);
    expect(own.records.every((r) => branch.scopeOrgIds.includes(r.orgId as number))).toBe(true);
  });
});
