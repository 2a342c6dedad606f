import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import { seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

const COLUMNS = [
  { key: 'post', label: '岗位名称', kind: 'text', required: true },
  { key: 'members', label: '党员人数', kind: 'number', required: true },
  { key: 'since', label: '设岗日期', kind: 'date' },
  { key: 'crew', label: '是否车组', kind: 'dict', dict: 'yesNo', required: true },
];
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A workbook's sheet as rows of cell values (a formula's result in place of the formula). */
async function sheetOf(bytes: Buffer, index = 0): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const ws = wb.worksheets[index];
  const rows: unknown[][] = [];
  ws.eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v && typeof v === 'object' && 'result' in v ? (v as { result: unknown }).result : v)));
  });
  return rows;
}

/** A sheet filled as a clerk would: the template's workbook with these rows under its header. */
async function filled(template: Buffer, rows: unknown[][], mark?: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  rows.forEach((r, i) => (ws.getRow(i + 2).values = r as ExcelJS.CellValue[]));
  if (mark) wb.getWorksheet('form')!.getCell('A1').value = mark;
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.skipIf(skipSuite)('data calls: a form sent down, filled, returned, resubmitted and combined', () => {
  let s: TestServer;
  let orgs: Orgs;
  let company: string;
  let sec1: string;
  let sec2: string;
  let callId: number;
  let replyA: { id: number; version: number };
  let replyB: { id: number; version: number };

  const file = async (url: string, payload: unknown, token: string, language = 'zh') => {
    const res = await s.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/json;charset=UTF-8', 'accept-language': language },
      payload: encryptText(JSON.stringify(payload), { key: s.config.aesKey, iv: s.config.aesIv }),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  const upload = async (token: string, reply: { id: number; version: number }, content: Buffer, language = 'zh') => {
    const r = await uploadFile(s, '/api/dataCallReply/upload', token, { name: 'reply.xlsx', content }, reply, language);
    const envelope = JSON.parse(decryptText(r.body, { key: s.config.aesKey, iv: s.config.aesIv }));
    return { status: r.status, envelope };
  };
  const get = async (entity: string, id: number, token: string) =>
    (await s.call(`/api/${entity}/get`, { id }, { token })).envelope.data;
  const move = (id: number, version: number, action: string, token: string, opinion?: string) =>
    s.call('/api/dataCallReply/transition', { id, version, action, opinion }, { token });

  beforeAll(async () => {
    s = await startTestServer();
    const admin = await s.login('admin');
    company = await s.login('company1');
    sec1 = await s.login('secretary1');
    sec2 = await s.login('secretary2');
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('seeds one data call in progress, the first branch still to fill it in, and one finished', async () => {
    const sent = (await s.call('/api/dataCall/list', {}, { token: company })).envelope.data.records as {
      state: string;
      receiptCount: number;
      submittedCount: number;
    }[];
    expect(sent.map((c) => c.state).sort()).toEqual(['closed', 'issued']);
    const open = sent.find((c) => c.state === 'issued')!;
    expect(open.submittedCount).toBeGreaterThan(0);
    expect(open.submittedCount).toBeLessThan(open.receiptCount);
    const mine = (await s.call('/api/dataCallReply/list', {}, { token: sec1 })).envelope.data.records;
    expect(mine).toContainEqual(expect.objectContaining({ orgId: orgs.branchA, state: 'pending', rowCount: 0 }));
    expect(mine).toContainEqual(expect.objectContaining({ orgId: orgs.branchA, state: 'accepted' }));
  });

  it('refuses a form whose column is of no known kind, naming the column', async () => {
    const r = await s.call(
      '/api/dataCall/save',
      {
        title: '错误栏目',
        deadline: inDays(5),
        rowMode: 'many',
        targetOrgIds: [orgs.branchA],
        columns: [{ key: 'amount', label: '金额', kind: 'money' }],
      },
      { token: company, language: 'en' },
    );
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.envelope)).toContain('Column “金额” must be of kind text, number, date or dictionary');
  });

  it('sends a form to two branches: one reply each, the form copied into it, its deadline in their calendars', async () => {
    const saved = await s.call(
      '/api/dataCall/save',
      {
        title: '先锋岗情况统计',
        deadline: inDays(5),
        rowMode: 'many',
        instructions: '每个岗位填一行',
        targetOrgIds: [orgs.branchA, orgs.branchB],
        columns: COLUMNS,
      },
      { token: company },
    );
    expect(saved.status, JSON.stringify(saved.envelope)).toBe(200);
    callId = saved.envelope.data.id;
    const issued = await s.call(
      '/api/dataCall/issue',
      { id: callId, version: saved.envelope.data.version },
      { token: company },
    );
    expect(issued.status, JSON.stringify(issued.envelope)).toBe(200);
    expect(issued.envelope.data.state).toBe('issued');

    const received = await s.call('/api/dataCallReply/list', { filters: { dataCallId: callId } }, { token: sec1 });
    expect(received.envelope.data.records).toHaveLength(1);
    const a = received.envelope.data.records[0];
    expect(a).toMatchObject({ orgId: orgs.branchA, state: 'pending', title: '先锋岗情况统计', rowCount: 0 });
    replyA = { id: a.id, version: a.version };
    const b = (await s.call('/api/dataCallReply/list', { filters: { dataCallId: callId } }, { token: sec2 })).envelope
      .data.records[0];
    replyB = { id: b.id, version: b.version };

    const feed = (
      await s.call('/api/calendar/feed', { from: inDays(0), to: inDays(10), kinds: ['dataCall'] }, { token: sec1 })
    ).envelope.data as { kind: string; date: string; link: string }[];
    expect(feed).toContainEqual(
      expect.objectContaining({
        kind: 'dataCall',
        date: inDays(5),
        link: `/Intelligentanalysis/datacall_fill?id=${a.id}`,
      }),
    );
  });

  it('keeps each reply from the sibling branch', async () => {
    const seen = await s.call('/api/dataCallReply/get', { id: replyA.id }, { token: sec2 });
    expect(seen.status).not.toBe(200);
    const list = await s.call('/api/dataCallReply/list', { filters: { dataCallId: callId } }, { token: sec2 });
    expect(list.envelope.data.records.map((r: { id: number }) => r.id)).toEqual([replyB.id]);
    const fill = await s.call('/api/dataCallReply/fill', { ...replyA, rows: [] }, { token: sec2 });
    expect(fill.status).not.toBe(200);
    const template = await s.call('/api/dataCallReply/template', { id: replyA.id }, { token: sec2 });
    expect(template.status).not.toBe(200);
  });

  it('leaves making and deleting a reply by hand to the level that sent the call, never to the branch', async () => {
    const bySender = 'Only the level that sent the data call may make or delete a reply by hand';
    const taken = await s.call('/api/dataCallReply/delete', replyA, { token: sec1, language: 'en' });
    expect(taken.status).toBe(403);
    expect(JSON.stringify(taken.envelope)).toContain(bySender);
    expect((await s.call('/api/dataCallReply/get', { id: replyA.id }, { token: sec1 })).status).toBe(200);
    // The sender takes back the empty reply of branch B; the branch cannot make it again, the sender can.
    expect((await s.call('/api/dataCallReply/delete', replyB, { token: company })).status).toBe(200);
    const again = { dataCallId: callId, orgId: orgs.branchB };
    const byBranch = await s.call('/api/dataCallReply/save', again, { token: sec2, language: 'en' });
    expect(byBranch.status, JSON.stringify(byBranch.envelope)).toBe(403);
    expect(JSON.stringify(byBranch.envelope)).toContain(bySender);
    const remade = await s.call('/api/dataCallReply/save', again, { token: company });
    expect(remade.status, JSON.stringify(remade.envelope)).toBe(200);
    expect(remade.envelope.data).toMatchObject({ orgId: orgs.branchB, state: 'pending', title: '先锋岗情况统计' });
    replyB = { id: remade.envelope.data.id, version: remade.envelope.data.version };
  });

  it('refuses an upload with one bad row naming it, in each language, and keeps nothing', async () => {
    const template = await file('/api/dataCallReply/template', { id: replyA.id }, sec1);
    expect((await sheetOf(template))[0]).toEqual(['岗位名称*', '党员人数*', '设岗日期', '是否车组*']);
    const bad = await filled(template, [
      ['18路先锋车组', 6, '2021-07-01', '是'],
      ['首末站服务岗', '三人', '2023-03-05', '否'],
    ]);
    const zh = await upload(sec1, replyA, bad);
    expect(zh.status).toBe(400);
    expect(zh.envelope.data.rows).toEqual([
      expect.objectContaining({ row: 3, field: '党员人数', message: expect.stringContaining('党员人数') }),
    ]);
    const en = await upload(sec1, replyA, bad, 'en');
    expect(en.envelope.error_msg).toBe('1 rows have errors; nothing was imported');
    expect(en.envelope.data.rows[0].message).toMatch(/党员人数.*number|number.*党员人数/i);
    const es = await upload(sec1, replyA, bad, 'es');
    expect(es.envelope.error_msg).toBe('1 filas tienen errores; no se importó nada');
    expect(await get('dataCallReply', replyA.id, sec1)).toMatchObject({
      rowCount: 0,
      rows: [],
      version: replyA.version,
    });
  });

  it('refuses the sheet of another form and a file too large, keeping nothing', async () => {
    const template = await file('/api/dataCallReply/template', { id: replyA.id }, sec1);
    const other = await filled(template, [['岗位', 1, null, '是']], 'dataCall:999999');
    const r = await upload(sec1, replyA, other, 'en');
    expect(r.status).toBe(400);
    expect(r.envelope.error_msg).toContain('not the template of this data call');
    const big = await upload(sec1, replyA, Buffer.alloc(6 * 1024 * 1024, 1));
    expect(big.status).toBe(413);
    expect(await get('dataCallReply', replyA.id, sec1)).toMatchObject({ rowCount: 0 });
  });

  it('takes the corrected sheet, is submitted, returned with an opinion, fixed on screen and resubmitted', async () => {
    const template = await file('/api/dataCallReply/template', { id: replyA.id }, sec1);
    const good = await filled(template, [
      ['18路先锋车组', 6, '2021-07-01', '是'],
      ['首末站服务岗', 3, '2023-03-05', '否'],
    ]);
    const r = await upload(sec1, replyA, good);
    expect(r.status, JSON.stringify(r.envelope)).toBe(200);
    expect(r.envelope.data).toEqual({ imported: 2 });
    let reply = await get('dataCallReply', replyA.id, sec1);
    expect(reply.rows).toEqual([
      { post: '18路先锋车组', members: 6, since: '2021-07-01', crew: '1' },
      { post: '首末站服务岗', members: 3, since: '2023-03-05', crew: '0' },
    ]);
    const submitted = await move(reply.id, reply.version, 'submit', sec1);
    expect(submitted.envelope.data.state).toBe('submitted');
    // Submitted: the branch can no longer change its rows.
    const locked = await s.call(
      '/api/dataCallReply/fill',
      { id: reply.id, version: submitted.envelope.data.version, rows: [] },
      { token: sec1 },
    );
    expect(locked.status).toBe(409);

    const bare = await move(reply.id, submitted.envelope.data.version, 'return', company);
    expect(bare.status).toBe(400);
    const returned = await move(
      reply.id,
      submitted.envelope.data.version,
      'return',
      company,
      '首末站服务岗党员人数有误',
    );
    expect(returned.envelope.data).toMatchObject({ state: 'returned', reviewOpinion: '首末站服务岗党员人数有误' });

    const fixed = await s.call(
      '/api/dataCallReply/fill',
      {
        id: reply.id,
        version: returned.envelope.data.version,
        rows: [
          { post: '18路先锋车组', members: 6, since: '2021-07-01', crew: '1' },
          { post: '首末站服务岗', members: 4, since: '2023-03-05', crew: '0' },
        ],
      },
      { token: sec1 },
    );
    expect(fixed.status, JSON.stringify(fixed.envelope)).toBe(200);
    reply = fixed.envelope.data;
    expect(reply.rowCount).toBe(2);
    const again = await move(reply.id, reply.version, 'submit', sec1);
    expect(again.envelope.data.state).toBe('submitted');
    const accepted = await move(reply.id, again.envelope.data.version, 'accept', company);
    expect(accepted.envelope.data.state).toBe('accepted');
  });

  it('refuses an on-screen row with a code outside its dictionary, and a required cell left empty', async () => {
    const r = await s.call(
      '/api/dataCallReply/fill',
      {
        ...replyB,
        rows: [
          { post: '', members: 2, crew: '1' },
          { post: '6路', members: 5, crew: '9' },
        ],
      },
      { token: sec2, language: 'en' },
    );
    expect(r.status).toBe(400);
    expect(r.envelope.data.rows.map((x: { row: number }) => x.row)).toEqual([1, 2]);
    expect(r.envelope.data.rows[1].message).toContain('“9” is not in the dictionary');
    const ok = await s.call(
      '/api/dataCallReply/fill',
      { ...replyB, rows: [{ post: '6路党员示范线路', members: 8, since: null, crew: '0' }] },
      { token: sec2 },
    );
    expect(ok.status, JSON.stringify(ok.envelope)).toBe(200);
    await move(ok.envelope.data.id, ok.envelope.data.version, 'submit', sec2);
  });

  it('combines the replies into one workbook with a total row for the number columns', async () => {
    const refused = await s.call('/api/dataCall/combined', { id: callId }, { token: sec1 });
    expect(refused.status).not.toBe(200);
    const bytes = await file('/api/dataCall/combined', { id: callId }, company);
    const rows = await sheetOf(bytes);
    expect(rows).toEqual([
      ['报送单位', '岗位名称', '党员人数', '设岗日期', '是否车组'],
      ['一车队第一党支部', '18路先锋车组', 6, '2021-07-01', '是'],
      ['一车队第一党支部', '首末站服务岗', 4, '2023-03-05', '否'],
      ['一车队第二党支部', '6路党员示范线路', 8, undefined, '否'],
      ['合计', undefined, 18],
    ]);
    const progress = await sheetOf(bytes, 1);
    expect(progress.map((r) => r.slice(0, 3))).toEqual([
      ['报送单位', '报送状态', '行数'],
      ['一车队第一党支部', '已采用', 2],
      ['一车队第二党支部', '已报送', 1],
    ]);
    const en = await sheetOf(await file('/api/dataCall/combined', { id: callId }, company, 'en'));
    expect(en[0][0]).toBe('Organisation');
    expect(en[1][4]).toBe('Yes');
    expect(en.at(-1)?.[0]).toBe('Total');
  });
});
