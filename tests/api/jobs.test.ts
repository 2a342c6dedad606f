import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../server/lib/sql-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import type { JobProgress } from '../../src/contract/calls/jobs';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { uploadFile } from './support/multipart';
import { idNumbers, importSheet } from '../reliability/support/members';

/** Long work as jobs: an export written in batches, an import of ten thousand rows, each followed by its starter alone. */
describe.skipIf(skipSuite)('jobs: exports and imports followed by progress', () => {
  let s: TestServer;
  let company1: string;
  let secretary1: string;
  let admin: string;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-'));
  const rowsOf = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
    resultRows<T>(await s.database.db.execute(q));
  const keys = () => ({ key: s.config.aesKey, iv: s.config.aesIv });

  beforeAll(async () => {
    s = await startTestServer({ DATA_DIR: dataDir });
    [company1, secretary1, admin] = await Promise.all(['company1', 'secretary1', 'admin'].map((a) => s.login(a)));
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const progress = (id: string, token: string) => s.call<JobProgress>('/api/job/progress', { id }, { token });

  /** Polls the job until it stops running; answers how it ended and every fraction of progress seen. */
  async function finished(id: string, token: string): Promise<{ last: JobProgress; seen: number[] }> {
    const seen: number[] = [];
    for (let i = 0; i < 600; i++) {
      const r = await progress(id, token);
      expect(r.status, r.envelope.error_msg).toBe(200);
      const p = r.envelope.data;
      if (p.total) seen.push(p.done / p.total);
      if (p.state !== 'running') return { last: p, seen };
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error(`job ${id} still running`);
  }

  /** The job's file as bytes, or the status of its refusal. */
  async function download(id: string, token: string): Promise<{ status: number; body: Buffer }> {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/job/download',
      headers: { authorization: token, 'content-type': 'application/json;charset=UTF-8' },
      payload: encryptText(JSON.stringify({ id }), keys()),
    });
    return { status: res.statusCode, body: res.rawPayload };
  }

  /** Every member the list answers the caller, every page. */
  async function listedNames(token: string): Promise<string[]> {
    const names: string[] = [];
    for (let page = 1; ; page++) {
      const r = await s.call('/api/member/list', { pageCurrent: page, pageSize: 200 }, { token });
      names.push(...(r.envelope.data.records as { name: string }[]).map((m) => m.name));
      if (names.length >= r.envelope.data.total) return names;
    }
  }

  it('writes an export of members as a file whose rows are the list of the caller (company1: its own company only)', async () => {
    const started = await s.call('/api/member/exportJob', { filters: {} }, { token: company1 });
    expect(started.status, started.envelope.error_msg).toBe(200);
    const id = started.envelope.data.id as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const { last } = await finished(id, company1);
    expect(last.state).toBe('done');
    expect(last.fileName).toMatch(/\.xlsx$/);
    const file = await download(id, company1);
    expect(file.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.body as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).map(String);
    const nameCol = header.indexOf('姓名');
    expect(nameCol).toBeGreaterThan(0);
    const sheetNames: string[] = [];
    ws.eachRow((row, n) => {
      if (n > 1) sheetNames.push(String(row.getCell(nameCol).value));
    });
    const listed = await listedNames(company1);
    expect(last.done).toBe(listed.length);
    expect(sheetNames.sort()).toEqual(listed.sort());
    // The heading stands out; the records are plain text, with no format of their own.
    expect(ws.getRow(1).getCell(nameCol).font?.bold).toBe(true);
    const first = ws.getRow(2).getCell(nameCol);
    expect(first.font?.bold).toBeFalsy();
    expect(first.numFmt ?? 'General').toBe('General');
    // The whole group holds more than company1's part of it.
    expect((await listedNames(admin)).length).toBeGreaterThan(listed.length);
  });

  it("refuses another account the job's progress and its file, as if there were no such job", async () => {
    const started = await s.call('/api/member/exportJob', { filters: {} }, { token: company1 });
    const id = started.envelope.data.id as string;
    await finished(id, company1);
    const theirs = await progress(id, secretary1);
    expect(theirs.status).toBe(404);
    expect((await download(id, secretary1)).status).toBe(404);
    expect((await progress('0'.repeat(32), company1)).status).toBe(404);
    expect((await download(id, company1)).status).toBe(200);
  });

  it('logs the start of an export job as the export is logged', async () => {
    const started = await s.call('/api/member/exportJob', { filters: {} }, { token: company1 });
    const id = started.envelope.data.id as string;
    await finished(id, company1);
    const rows = await rowsOf(
      sql`SELECT action, resource, outcome FROM operation_log WHERE call = '/api/member/exportJob' AND "after"::text LIKE ${`%${id}%`}`,
    );
    expect(rows).toEqual([{ action: 'export', resource: 'member', outcome: 200 }]);
  });

  const nextId = idNumbers();
  const sheetRows = (n: number, tag: string) =>
    Array.from({ length: n }, (_, k) => ({
      name: `${tag}${k}`,
      idNumber: nextId(),
      branchName: '一车队第一党支部',
      phone: '13700000000',
    }));
  const count = async (tag: string) =>
    (await rowsOf<{ n: number }>(sql`SELECT count(*)::int AS n FROM members WHERE name LIKE ${`${tag}%`}`))[0].n;

  it('imports ten thousand rows all or nothing: one bad row and none is imported, that row named', async () => {
    const rows = sheetRows(10_000, '万行甲');
    rows[7_000] = { ...rows[7_000], phone: '12345' };
    const up = await uploadFile(s, '/api/member/importJob', secretary1, {
      name: 'members.xlsx',
      content: await importSheet(rows),
    });
    expect(up.status).toBe(200);
    const id = JSON.parse(decryptText(up.body, keys())).data.id as string;
    const { last } = await finished(id, secretary1);
    expect(last.state).toBe('refused');
    expect(last.problem).toBe('有1行数据有误，未导入任何数据');
    expect(last.refusals).toEqual([{ row: 7_002, field: '手机号码', message: '手机号码不是有效的手机号码' }]);
    expect(await count('万行甲')).toBe(0);
  }, 180_000);

  it('imports ten thousand good rows in one job whose progress moves to done', async () => {
    const up = await uploadFile(s, '/api/member/importJob', secretary1, {
      name: 'members.xlsx',
      content: await importSheet(sheetRows(10_000, '万行乙')),
    });
    expect(up.status).toBe(200);
    const id = JSON.parse(decryptText(up.body, keys())).data.id as string;
    const { last, seen } = await finished(id, secretary1);
    expect(last.state, last.problem ?? '').toBe('done');
    expect(last.result).toEqual({ imported: 10_000 });
    expect(last.done).toBe(last.total);
    expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
    expect(await count('万行乙')).toBe(10_000);
    // Each brings its history, as a member entered by hand does.
    const events = await rowsOf<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM membership_events e JOIN members m ON m.id = e.member_id WHERE m.name LIKE '万行乙%'`,
    );
    expect(events[0].n).toBe(20_000);
    expect((await progress(id, admin)).status).toBe(404);
  }, 180_000);
});
