import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES as ALL_ENTITIES } from '../../src/contract/resource/index';

/** The entities records can be written to (a log is read-only: its own tests cover it). */
const ENTITIES = ALL_ENTITIES.filter((d) => !d.readOnly);
import type { FieldDef } from '../../src/contract/resource/types';
import { operationLog } from '../../server/db/schema/index';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import {
  createMember,
  EDITABLE_TEXT,
  seededOrgs,
  writerOf,
  type Orgs,
  createSample,
  sampleWithNeeds,
  SAVED_ENTITIES,
} from './support/fixtures';

/** A value each kind of field must refuse. */
function badValue(f: FieldDef): unknown {
  switch (f.kind) {
    case 'text':
    case 'textarea':
      return 'x'.repeat((f.max ?? 100) + 1);
    case 'int':
    case 'decimal':
      return 'abc';
    case 'date':
      return '2023-02-30';
    case 'datetime':
      return 'not a time';
    case 'bool':
      return 'maybe';
    case 'dict':
      return 'no-such-code';
    case 'org':
    case 'ref':
      return 99_999_999;
    case 'idNumber':
      return '110105194912310021';
    case 'money':
      return '12.345';
    case 'month':
      return '2026-13';
    case 'orgs':
    case 'refs':
      return [99_999_999];
    case 'dicts':
      return ['no-such-code'];
    case 'json':
      return 'x'.repeat(300_000);
    case 'html':
      return 42;
    case 'phone':
      return '12345678901';
  }
}

async function xlsxRows(raw: string): Promise<number> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(raw, 'binary') as unknown as ArrayBuffer);
  return wb.worksheets[0].rowCount - 1;
}

describe.skipIf(skipSuite)('every registered entity through its generic calls', () => {
  let s: TestServer;
  let admin: string;
  let orgs: Orgs;
  let memberId: number;
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    s = await startTestServer({ LOG_LEVEL: process.env.DEBUG_LOG ? 'error' : 'silent' });
    admin = await s.login('admin');
    tokens.set('admin', admin);
    for (const def of ENTITIES)
      if (!tokens.has(writerOf(def.name))) tokens.set(writerOf(def.name), await s.login(writerOf(def.name)));
    orgs = await seededOrgs(s, admin);
    memberId = (await createMember(s, admin, orgs.branchA)).id;
  });
  afterAll(async () => s?.close());

  const ctx = () => ({ orgId: orgs.branchA, parentId: orgs.fleet, memberId, otherOrgId: orgs.branchB });

  for (const def of SAVED_ENTITIES) {
    describe(def.name, () => {
      let id: number;
      let version: number;
      // Each entity is written by the account whose duty it is (separation of duties).
      let admin: string;
      beforeAll(() => {
        admin = tokens.get(writerOf(def.name))!;
      });

      it('creates a record and reads it back', async () => {
        const created = await createSample(s, admin, def.name, ctx());
        expect(created.status, created.envelope.error_msg).toBe(200);
        ({ id, version } = created.envelope.data);
        expect(version).toBe(1);
        const got = await s.call(`/api/${def.name}/get`, { id }, { token: admin });
        expect(got.status).toBe(200);
        expect(got.envelope.data.id).toBe(id);
        // Every reference reads back with its name, and only a reference left empty has none.
        for (const f of def.fields.filter((x) => x.kind === 'org' || x.kind === 'ref')) {
          const value = got.envelope.data[f.name];
          if (f.required) expect(value, `${f.name} is required`).not.toBeNull();
          expect(Boolean(got.envelope.data[`${f.name}Name`]), `${f.name} = ${value}: its name`).toBe(
            value !== null && value !== undefined,
          );
        }
      });

      it('lists it with paging and finds it by sort', async () => {
        const r = await s.call(
          `/api/${def.name}/list`,
          { pageCurrent: 1, pageSize: 5, sort: { field: 'id', order: 'desc' } },
          { token: admin },
        );
        expect(r.status).toBe(200);
        expect(r.envelope.data.records.length).toBeLessThanOrEqual(5);
        expect(r.envelope.data.total).toBeGreaterThanOrEqual(1);
        expect(r.envelope.data.records[0].id).toBe(id);
        // Every page, and a page past the last, tells the same count of all matching records.
        const { total } = r.envelope.data;
        const last = await s.call(
          `/api/${def.name}/list`,
          { pageCurrent: Math.ceil(total / 5), pageSize: 5 },
          { token: admin },
        );
        expect(last.envelope.data.total).toBe(total);
        expect(last.envelope.data.records.length).toBe(total - 5 * (Math.ceil(total / 5) - 1));
        const past = await s.call(
          `/api/${def.name}/list`,
          { pageCurrent: Math.ceil(total / 5) + 1, pageSize: 5 },
          { token: admin },
        );
        expect(past.envelope.data).toMatchObject({ records: [], total });
      });

      it('updates it, and refuses the stale version with 409', async () => {
        const field = EDITABLE_TEXT[def.name];
        const current = (await s.call(`/api/${def.name}/get`, { id }, { token: admin })).envelope.data;
        if (def.appendOnly) {
          // A register of uses: rows are added, never changed.
          const refused = await s.call(`/api/${def.name}/save`, { ...current, [field]: '已修改' }, { token: admin });
          expect(refused.status).toBe(403);
          return;
        }
        const updated = await s.call(`/api/${def.name}/save`, { ...current, [field]: '已修改' }, { token: admin });
        expect(updated.status, updated.envelope.error_msg).toBe(200);
        expect(updated.envelope.data[field]).toBe('已修改');
        expect(updated.envelope.data.version).toBe(version + 1);
        const stale = await s.call(`/api/${def.name}/save`, { ...current, [field]: '覆盖' }, { token: admin });
        expect(stale.status).toBe(409);
        expect(stale.envelope.error_msg).toBe('数据已被他人修改，请刷新后重试');
        version = updated.envelope.data.version;
      });

      it('refuses a bad value of every writable field with 400 naming it', async () => {
        const base = await sampleWithNeeds(s, admin, def.name, ctx());
        for (const f of def.fields.filter((x) => !x.derived)) {
          const r = await s.call(`/api/${def.name}/save`, { ...base, [f.name]: badValue(f) }, { token: admin });
          expect(r.status, `${f.name}: ${r.envelope.error_msg}`).toBe(400);
          expect(
            r.envelope.data.fields?.[f.name] ?? (r.envelope.data.field === f.name ? r.envelope.error_msg : undefined),
            f.name,
          ).toBeTruthy();
        }
      });

      it('exports the current filter as a spreadsheet', async () => {
        const res = await s.app.inject({
          method: 'POST',
          url: `/api/${def.name}/export`,
          headers: { authorization: admin },
          payload: (await import('../../src/contract/cipher')).encryptText(JSON.stringify({ filters: {} }), {
            key: s.config.aesKey,
            iv: s.config.aesIv,
          }),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('spreadsheetml');
        expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''");
        expect(await xlsxRows(res.rawPayload.toString('binary'))).toBeGreaterThanOrEqual(1);
      });

      it('deletes it only with the current version', async () => {
        if (def.appendOnly) {
          expect((await s.call(`/api/${def.name}/delete`, { id, version }, { token: admin })).status).toBe(404);
          expect((await s.call(`/api/${def.name}/get`, { id }, { token: admin })).status).toBe(200);
          return;
        }
        if (def.name === 'member') {
          // The member under test carries nothing else; a fresh one proves delete.
          const m = await createMember(s, admin, orgs.branchA, '待删除');
          id = m.id;
          version = m.version;
        }
        expect((await s.call(`/api/${def.name}/delete`, { id, version: version - 1 }, { token: admin })).status).toBe(
          409,
        );
        expect((await s.call(`/api/${def.name}/delete`, { id, version }, { token: admin })).status).toBe(200);
        expect((await s.call(`/api/${def.name}/get`, { id }, { token: admin })).status).toBe(404);
      });
    });
  }

  it('writes every save and delete to the operation log with before and after', async () => {
    const rows = await s.database.db.select().from(operationLog);
    for (const def of SAVED_ENTITIES) {
      const mine = rows.filter((r) => r.resource === def.name);
      expect(
        mine.some((r) => r.action === 'save' && r.before === null && r.after !== null),
        def.name,
      ).toBe(true);
      if (def.appendOnly) continue;
      expect(
        mine.some((r) => r.action === 'save' && r.before !== null && r.after !== null),
        def.name,
      ).toBe(true);
      expect(
        mine.some((r) => r.action === 'delete' && r.before !== null),
        def.name,
      ).toBe(true);
      expect(
        mine.some((r) => r.action === 'export'),
        def.name,
      ).toBe(true);
    }
  });
});
