import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/contract/cipher';
import type { Db } from '../../server/db/client';
import { dataKeys, installDataKeys } from '../../server/lib/data-keys';
import { resultRows } from '../../server/lib/sql-rows';
import { rotateDataKey } from '../../server/ops/rotate-data-key';
import { reencryptSensitive } from '../../server/lib/reencrypt';
import { DEMO_FACTOR_ACCOUNTS, demoFactorSecret } from '../../server/db/seed/demo-factor';
import { freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite, TEST_DATABASE_URL, TEST_DB } from './support/test-db';

const rows = async <T = Record<string, unknown>>(db: Db, q: ReturnType<typeof sql>) =>
  resultRows<T>(await db.execute(q));

describe.skipIf(skipSuite)('personal data at rest and tamper-evident logs', () => {
  let s: TestServer;
  let sec1: string;
  let auditor: string;
  let orgs: Orgs;
  const idNumber = freshIdNumber();
  // A number no seed or other test holds, so that finding it in a dump can only mean this test's write leaked.
  const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  let memberId: number;

  beforeAll(async () => {
    s = await startTestServer();
    sec1 = await s.login('secretary1');
    auditor = await s.login('auditor');
    orgs = await seededOrgs(s, await s.login('admin'));
    const r = await s.call(
      '/api/member/save',
      {
        name: '加密测试',
        idNumber,
        phone,
        orgId: orgs.branchA,
        memberType: '2',
        joinedOn: '2010-07-01',
        fullOn: '2011-07-01',
        status: '1',
      },
      { token: sec1 },
    );
    expect(r.status, r.envelope.error_msg).toBe(200);
    memberId = r.envelope.data.id;
  });
  afterAll(() => s?.close());

  it('stores the ID number and phone as SM4 ciphertext, with birth date and sex still derived in clear', async () => {
    const [row] = await rows<{ id_number: string; phone: string; birth_date: string; sex: string }>(
      s.database.db,
      sql`SELECT id_number, phone, birth_date::text AS birth_date, sex FROM members WHERE id = ${memberId}`,
    );
    expect(row.id_number).toMatch(/^sm4\$[0-9a-zA-Z]+\$/);
    expect(row.phone).toMatch(/^sm4\$/);
    expect(row.id_number).not.toContain(idNumber);
    expect(row.birth_date).toBe(`${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`);
    expect(row.sex).toBe(Number(idNumber[16]) % 2 ? '1' : '2');
    // The operation log's copy of the write holds neither value either.
    const logged = await rows<{ n: number }>(
      s.database.db,
      sql`SELECT count(*)::int AS n FROM operation_log WHERE before::text LIKE ${`%${idNumber}%`} OR after::text LIKE ${`%${idNumber}%`} OR after::text LIKE ${`%${phone}%`}`,
    );
    expect(logged[0].n).toBe(0);
  });

  it('masks both in the list and the detail even for the branch that manages the member', async () => {
    const list = await s.call('/api/member/list', { filters: { name: '加密测试' } }, { token: sec1 });
    const [rec] = list.envelope.data.records;
    expect(rec.idNumber).toBe(`${idNumber.slice(0, 6)}********${idNumber.slice(14)}`);
    expect(rec.phone).toBe(`139****${phone.slice(7)}`);
    expect(rec).not.toHaveProperty('idNumberBidx');
    const detail = await s.call('/api/member/get', { id: memberId }, { token: sec1 });
    expect(detail.envelope.data.idNumber).toBe(rec.idNumber);
  });

  it('keeps second-factor secrets encrypted, and an account that enrols stores its new secret so too', async () => {
    const kept = await rows<{ account: string; totp_secret: string }>(
      s.database.db,
      sql`SELECT account, totp_secret FROM accounts WHERE totp_secret IS NOT NULL`,
    );
    expect(kept.map((k) => k.account).sort()).toEqual([...DEMO_FACTOR_ACCOUNTS].sort());
    for (const k of kept) {
      expect(k.totp_secret).toMatch(/^sm4\$/);
      expect(k.totp_secret).not.toContain(demoFactorSecret(k.account));
    }
    // Enrolling from a session: the secret on offer is shown to its owner, and kept encrypted.
    const offered = await s.call('/api/auth/factor/enrol', {}, { token: sec1 });
    expect(offered.status).toBe(200);
    const [pending] = await rows<{ totp_pending_secret: string }>(
      s.database.db,
      sql`SELECT totp_pending_secret FROM accounts WHERE account = 'secretary1'`,
    );
    expect(pending.totp_pending_secret).toMatch(/^sm4\$/);
    expect(pending.totp_pending_secret).not.toContain(offered.envelope.data.secret);
    // A secret an older version kept in clear is sealed by the pass every start makes (server/main.ts).
    const plain = demoFactorSecret('auditor');
    await s.database.db.execute(sql`UPDATE accounts SET totp_secret = ${plain} WHERE account = 'auditor'`);
    await reencryptSensitive(s.database.db, { plainOnly: true });
    const [sealed] = await rows<{ totp_secret: string }>(
      s.database.db,
      sql`SELECT totp_secret FROM accounts WHERE account = 'auditor'`,
    );
    expect(sealed.totp_secret).toMatch(/^sm4\$/);
    await expect(s.login('auditor')).resolves.toBeTruthy();
  });

  it('still finds the member by an exact ID number or phone, through the blind index', async () => {
    const byId = await s.call('/api/member/list', { filters: { idNumber: idNumber.toLowerCase() } }, { token: sec1 });
    expect(byId.envelope.data.records.map((r: { id: number }) => r.id)).toEqual([memberId]);
    const byPhone = await s.call('/api/member/list', { filters: { phone } }, { token: sec1 });
    expect(byPhone.envelope.data.records.map((r: { id: number }) => r.id)).toContain(memberId);
  });

  it('refuses a second member with the same ID number, by save and by import', async () => {
    const again = await s.call(
      '/api/member/save',
      { name: '重复', idNumber, orgId: orgs.branchA, memberType: '2', joinedOn: '2010-07-01', fullOn: '2011-07-01' },
      { token: sec1 },
    );
    expect(again.status).toBe(400);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('党员');
    ws.addRow(['姓名', '身份证号', '所在支部', '党员类型', '入党日期', '转正日期', '党籍状态']);
    ws.addRow(['重复导入', idNumber, '一车队第一党支部', '正式党员', '2012-07-01', '2013-07-01', '正常']);
    const r = await uploadFile(s, '/api/member/import', sec1, {
      name: 'x.xlsx',
      content: Buffer.from(await wb.xlsx.writeBuffer()),
    });
    expect(r.status).toBe(400);
    const refusal = JSON.parse(decryptText(r.body, { key: s.config.aesKey, iv: s.config.aesIv }));
    expect(refusal.data.rows).toEqual([{ row: 2, field: '身份证号', message: expect.stringMatching(/身份证号/) }]);
  });

  it('reveals one value whole to a role that manages it, and logs who saw whose which field', async () => {
    const r = await s.call('/api/member/reveal', { id: memberId, field: 'idNumber' }, { token: sec1 });
    expect(r.status, r.envelope.error_msg).toBe(200);
    expect(r.envelope.data).toEqual({ field: 'idNumber', value: idNumber });
    const [logged] = await rows<{ account: string; record_id: string; after: { revealed: string } }>(
      s.database.db,
      sql`SELECT account, record_id, after FROM operation_log WHERE action = 'reveal' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged).toMatchObject({
      account: 'secretary1',
      record_id: String(memberId),
      after: { revealed: 'idNumber' },
    });
    const other = await s.call(
      '/api/member/reveal',
      { id: memberId, field: 'idNumber' },
      { token: await s.login('secretary2') },
    );
    expect(other.status).toBe(404);
    const notSensitive = await s.call('/api/member/reveal', { id: memberId, field: 'name' }, { token: sec1 });
    expect(notSensitive.status).toBe(400);
    expect((await s.call('/api/member/reveal', { id: memberId, field: 'idNumber' }, { token: auditor })).status).toBe(
      403,
    );
  });

  it('names the first operation-log row changed directly in the database', async () => {
    const clean = await s.call('/api/operLog/verifyChain', {}, { token: auditor });
    expect(clean.status, clean.envelope.error_msg).toBe(200);
    for (const c of clean.envelope.data.checks) expect(c).toMatchObject({ ok: true });
    expect(clean.envelope.data.checks[0].checked).toBeGreaterThan(0);
    const [victim] = await rows<{ id: string }>(
      s.database.db,
      sql`SELECT id::text AS id FROM operation_log WHERE chain_seq IS NOT NULL AND action = 'save' ORDER BY chain_seq DESC LIMIT 1 OFFSET 1`,
    );
    // Whoever holds the database can switch the append-only guard off: the chain still shows it.
    await s.database.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE operation_log DISABLE TRIGGER operation_log_append_only`);
      await tx.execute(sql`UPDATE operation_log SET account = 'someone' WHERE id = ${Number(victim.id)}`);
      await tx.execute(sql`ALTER TABLE operation_log ENABLE TRIGGER operation_log_append_only`);
    });
    const today = new Date().toISOString().slice(0, 10);
    const r = await s.call('/api/operLog/verifyChain', { from: today, to: today }, { token: auditor });
    const [oplog, signIns] = r.envelope.data.checks;
    expect(oplog).toMatchObject({
      log: 'operation_log',
      ok: false,
      firstBad: { id: Number(victim.id), reason: 'hash' },
    });
    expect(signIns).toMatchObject({ log: 'login_log', ok: true });
    expect((await s.call('/api/operLog/verifyChain', {}, { token: sec1 })).status).toBe(403);
  });

  it('encrypts every value again under a new key, resumably, and still decrypts', async () => {
    const original = dataKeys();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'keys-'));
    const keyFile = path.join(dir, 'data-keys.json');
    fs.copyFileSync(original.file!, keyFile);
    try {
      const r = await rotateDataKey({ db: s.database.db, keyFile, batch: 50 });
      expect(r.rows).toBeGreaterThan(100);
      const stale = await rows<{ n: number }>(
        s.database.db,
        sql`SELECT count(*)::int AS n FROM members WHERE id_number NOT LIKE ${`sm4$${r.keyId}$%`}`,
      );
      expect(stale[0].n).toBe(0);
      const again = await rotateDataKey({ db: s.database.db, keyFile, batch: 50 });
      expect(again.resumed).toBe(false);
      const revealed = await s.call('/api/member/reveal', { id: memberId, field: 'phone' }, { token: sec1 });
      expect(revealed.envelope.data.value).toBe(phone);
      const found = await s.call('/api/member/list', { filters: { idNumber } }, { token: sec1 });
      expect(found.envelope.data.total).toBe(1);
    } finally {
      installDataKeys(original);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(TEST_DB !== 'postgres')('leaves no ID number or phone a test saved in a dump of the database', async () => {
    const [{ db }] = await rows<{ db: string }>(s.database.db, sql`SELECT current_database() AS db`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${db}`;
    const dump = execFileSync('pg_dump', ['--data-only', url.toString()], { maxBuffer: 512 * 1024 * 1024 }).toString();
    expect(dump).toContain('sm4$');
    expect(dump.includes(idNumber)).toBe(false);
    expect(dump.includes(phone)).toBe(false);
    for (const account of DEMO_FACTOR_ACCOUNTS) expect(dump.includes(demoFactorSecret(account))).toBe(false);
  });
});
