import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '../../src/contract/cipher';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';

/** The cells of a row as text, without the leading empty cell exceljs keeps for column 0. */
const rowTexts = (ws: ExcelJS.Worksheet, n: number) =>
  (ws.getRow(n).values as unknown[]).slice(1).map((v) => String(v ?? ''));

describe.skipIf(skipSuite)('sheets in the caller’s language', () => {
  let s: TestServer;
  let admin: string;
  let sec1: string;
  let orgs: Orgs;
  const open = (body: string) => JSON.parse(decryptText(body, { key: s.config.aesKey, iv: s.config.aesIv }));
  beforeAll(async () => {
    s = await startTestServer();
    [admin, sec1] = await Promise.all(['admin', 'secretary1'].map((a) => s.login(a)));
    orgs = await seededOrgs(s, admin);
  });
  afterAll(async () => s?.close());

  /** A downloaded workbook: the call as the SPA makes it, the answer's bytes read as a sheet. */
  async function download(url: string, payload: unknown, token: string, language: string) {
    const res = await s.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/json', 'accept-language': language },
      payload: encryptText(JSON.stringify(payload), { key: s.config.aesKey, iv: s.config.aesIv }),
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { ws: wb.worksheets[0], disposition: decodeURIComponent(String(res.headers['content-disposition'])) };
  }

  const upload = async (ws: ExcelJS.Worksheet, language: string) =>
    uploadFile(
      s,
      '/api/member/import',
      sec1,
      { name: 'members.xlsx', content: Buffer.from(await ws.workbook.xlsx.writeBuffer()) },
      undefined,
      language,
    );

  it('heads the dues summary export in English for en and in Chinese for zh', async () => {
    const period = { orgId: orgs.fleet, year: 2026 };
    const en = await download('/api/feeIncome/summaryExport', period, admin, 'en');
    expect(en.ws.name).toBe('Dues collected');
    expect(rowTexts(en.ws, 1)).toEqual([
      'Organisation',
      'Members',
      'Entries due',
      'Entries unpaid',
      'Amount due (CNY)',
      'Amount paid (CNY)',
      'Collection rate (%)',
    ]);
    expect(rowTexts(en.ws, 2)[0]).toBe('一车队党总支 (total)');
    expect(en.disposition).toContain('Dues collected-一车队党总支-2026.xlsx');
    const zh = await download('/api/feeIncome/summaryExport', period, admin, 'zh-CN,zh;q=0.9');
    expect(rowTexts(zh.ws, 1)).toEqual([
      '组织',
      '党员数',
      '应缴笔数',
      '未缴笔数',
      '应缴金额（元）',
      '实缴金额（元）',
      '收缴率（%）',
    ]);
    expect(rowTexts(zh.ws, 2)[0]).toBe('一车队党总支（合计）');
  });

  it('writes the member import template in English for en and in Chinese for zh', async () => {
    const en = await download('/api/member/importTemplate', {}, sec1, 'en');
    expect(en.ws.name).toBe('Members');
    expect(rowTexts(en.ws, 1)).toEqual(
      expect.arrayContaining(['Name*', 'ID number*', 'Branch*', 'Member type*', 'Joined on*', 'Mobile']),
    );
    expect(rowTexts(en.ws, 2)).toEqual(expect.arrayContaining(['Full member', 'Active']));
    expect(en.disposition).toContain('Member import template.xlsx');
    const zh = await download('/api/member/importTemplate', {}, sec1, 'zh');
    expect(rowTexts(zh.ws, 1)).toEqual(
      expect.arrayContaining(['姓名*', '身份证号*', '所在支部*', '党员类型*', '入党日期*', '手机号码']),
    );
    expect(rowTexts(zh.ws, 2)).toEqual(expect.arrayContaining(['正式党员', '正常']));
  });

  /** A template with its example row replaced by one real member, written as the template's language writes it. */
  async function filled(language: 'zh' | 'en', values: Record<string, unknown>) {
    const { ws } = await download('/api/member/importTemplate', {}, sec1, language);
    const headers = rowTexts(ws, 1);
    const row = ws.getRow(2);
    headers.forEach((_, i) => (row.getCell(i + 1).value = null));
    for (const [header, value] of Object.entries(values))
      row.getCell(headers.indexOf(header) + 1).value = value as ExcelJS.CellValue;
    row.commit();
    return ws;
  }

  it('imports a template downloaded in Chinese for an English reader, and one in English for a Chinese reader', async () => {
    const before = (await s.call('/api/member/list', {}, { token: sec1 })).envelope.data.total;
    const chinese = await filled('zh', {
      '姓名*': '中文模板',
      '身份证号*': freshIdNumber(),
      '所在支部*': '一车队第一党支部',
      '党员类型*': '正式党员',
      '入党日期*': '2012-07-01',
      转正日期: '2013-07-01',
      '党籍状态*': '正常',
    });
    const underEn = await upload(chinese, 'en');
    expect(underEn.status, open(underEn.body).error_msg).toBe(200);
    expect(open(underEn.body).data.imported).toBe(1);

    const english = await filled('en', {
      'Name*': 'English template',
      'ID number*': freshIdNumber(),
      'Branch*': '一车队第一党支部',
      'Member type*': 'Full member',
      'Joined on*': '2012-07-01',
      'Full member on': '2013-07-01',
      'Status*': 'Active',
    });
    const underZh = await upload(english, 'zh');
    expect(underZh.status, open(underZh.body).error_msg).toBe(200);
    const list = await s.call('/api/member/list', { filters: { name: 'English template' } }, { token: sec1 });
    expect(list.envelope.data.records[0]).toMatchObject({ memberType: '2', status: '1' });
    expect((await s.call('/api/member/list', {}, { token: sec1 })).envelope.data.total).toBe(before + 2);
  });

  it('names a refused row’s column and reason in the reader’s language, whatever the template’s', async () => {
    const sheet = await filled('zh', {
      '姓名*': '号码有误',
      '身份证号*': freshIdNumber(),
      '所在支部*': '一车队第一党支部',
      '党员类型*': '正式党员',
      '入党日期*': '2012-07-01',
      转正日期: '2013-07-01',
      '党籍状态*': '正常',
      手机号码: '12345',
    });
    const en = open((await upload(sheet, 'en')).body);
    expect(en.error_msg).toMatch(/^1 row/);
    expect(en.data.rows).toEqual([{ row: 2, field: 'Mobile', message: expect.stringMatching(/^Mobile /) }]);
    const zh = open((await upload(sheet, 'zh')).body);
    expect(zh.data.rows).toEqual([{ row: 2, field: '手机号码', message: '手机号码不是有效的手机号码' }]);
  });
});
