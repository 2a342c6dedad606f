import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptText } from '../../src/contract/cipher';
import { DOCUMENT_KINDS } from '../../src/contract/documents';
import { defaultTemplate } from '../../server/modules/documents/template-store';
import { createMember, freshIdNumber, seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';

/** The text a reader sees in a .docx: the runs of its main document, one line per paragraph. */
function docxText(file: Buffer): string {
  const xml = new PizZip(file).file('word/document.xml')!.asText();
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:br\/>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

describe.skipIf(skipSuite)('documents made from editable templates', () => {
  let s: TestServer;
  let orgs: Orgs;
  let admin: string;
  let secretary: string;
  let company: string;
  let developmentId: number;
  let meetingId: number;
  let memberId: number;
  let transferId: number;

  /** A document or file call: the answer's bytes, or the envelope's message when refused. */
  async function file(url: string, payload: unknown, token: string) {
    const res = await s.app.inject({
      method: 'POST',
      url,
      headers: { authorization: token, 'content-type': 'application/json;charset=UTF-8', 'accept-language': 'zh' },
      payload: encryptText(JSON.stringify(payload), { key: s.config.aesKey, iv: s.config.aesIv }),
    });
    return { status: res.statusCode, type: String(res.headers['content-type']), bytes: res.rawPayload };
  }
  const produce = async (entity: string, id: number, kind: string, token: string, extra: object = {}) => {
    const r = await file(`/api/${entity}/document`, { id, kind, ...extra }, token);
    expect(r.status, r.bytes.toString().slice(0, 200)).toBe(200);
    expect(r.type).toMatch(/wordprocessingml/);
    return docxText(r.bytes);
  };
  const upload = (kind: string, name: string, content: Buffer) =>
    uploadFile(s, '/api/documentTemplate/upload', admin, { name, content }, { kind });
  const messageOf = async ({ status, body }: { status: number; body: string }) => {
    // A refused upload answers an encrypted envelope like any call.
    const { decryptText } = await import('../../src/contract/cipher');
    return { status, msg: JSON.parse(decryptText(body, { key: s.config.aesKey, iv: s.config.aesIv })).error_msg };
  };

  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    secretary = await s.login('secretary1');
    company = await s.login('company1');
    orgs = await seededOrgs(s, admin);
    const dev = await s.call(
      '/api/memberDevelopment/save',
      {
        name: '文书申请人',
        idNumber: freshIdNumber(),
        orgId: orgs.branchA,
        stage: '4',
        appliedOn: '2023-03-01',
        talkedOn: '2023-03-10',
        activistOn: '2023-06-01',
        contacts: '王培养、李联系',
        targetOn: '2024-07-01',
        politicalReviewOn: '2025-01-10',
        trainingHours: 24,
        introducers: '赵介绍、钱介绍',
        probationOn: '2025-03-01',
        approvedOn: '2025-04-01',
      },
      { token: secretary },
    );
    expect(dev.status, dev.envelope.error_msg).toBe(200);
    developmentId = dev.envelope.data.id;
    const m1 = await createMember(s, secretary, orgs.branchA, '出席党员甲');
    const m2 = await createMember(s, secretary, orgs.branchA, '出席党员乙');
    const m3 = await createMember(s, secretary, orgs.branchA, '缺席党员丙');
    memberId = m1.id;
    const meeting = await s.call(
      '/api/meeting/save',
      {
        orgId: orgs.branchA,
        type: '2',
        topic: '文书测试支委会',
        heldAt: '2026-03-05T06:30:00.000Z',
        place: '车队会议室',
        host: '支部书记',
        recorder: '组织委员',
        expected: [m1.id, m2.id, m3.id],
        present: [m1.id, m2.id],
        absent: [{ memberId: m3.id, reason: '出车' }],
        content: '学习传达上级精神\n研究发展党员工作',
        decisions: '同意接收预备党员',
      },
      { token: secretary },
    );
    expect(meeting.status, meeting.envelope.error_msg).toBe(200);
    meetingId = meeting.envelope.data.id;
    const leaving = await createMember(s, company, orgs.branchA, '转出文书党员');
    const t = await s.call(
      '/api/memberTransfer/save',
      {
        memberId: leaving.id,
        direction: 'out',
        scope: '1',
        toOrgId: orgs.otherCompanyBranch,
        reason: '工作调动',
        letterNo: 'WS-2026-007',
        validDays: 30,
        feesPaidUntil: '2026-10',
      },
      { token: company },
    );
    expect(t.status, t.envelope.error_msg).toBe(200);
    transferId = t.envelope.data.id;
  }, 120_000);
  afterAll(() => s?.close());

  it('makes the five development documents from the record, its values in Chinese', async () => {
    const texts = Object.fromEntries(
      await Promise.all(
        ['devNoticeTarget', 'devNoticeProbation', 'devNoticeFull', 'devTalkRecord', 'devBranchResolution'].map(
          async (kind) => [kind, await produce('memberDevelopment', developmentId, kind, secretary)] as const,
        ),
      ),
    );
    for (const text of Object.values(texts)) {
      expect(text).toContain('文书申请人');
      expect(text).toContain('一车队第一党支部');
      expect(text).not.toMatch(/[{}]|undefined/);
    }
    expect(texts.devNoticeTarget).toContain('关于拟确定文书申请人同志为发展对象的公示');
    expect(texts.devNoticeTarget).toContain('2023年6月1日被确定为入党积极分子');
    expect(texts.devNoticeTarget).toContain('王培养、李联系');
    expect(texts.devNoticeProbation).toContain('入党介绍人：赵介绍、钱介绍');
    expect(texts.devNoticeProbation).toContain('集中培训24学时');
    expect(texts.devNoticeFull).toContain('预备期至2026年3月1日届满');
    expect(texts.devTalkRecord).toContain('2023年3月10日');
    expect(texts.devBranchResolution).toContain('2025年3月1日，一车队第一党支部召开支部大会');
  });

  it("makes a meeting's minutes with who attended and who was absent", async () => {
    const text = await produce('meeting', meetingId, 'meetingMinutes', secretary);
    expect(text).toContain('一车队第一党支部会议记录');
    expect(text).toContain('文书测试支委会');
    expect(text).toContain('出席党员甲、出席党员乙');
    expect(text).toContain('缺席党员丙（出车）');
    expect(text).toContain('2026年3月5日 14:30');
    expect(text).toContain('学习传达上级精神\n研究发展党员工作');
  });

  it('makes the member registration form, the ID number whole for a role that manages personal data', async () => {
    const text = await produce('member', memberId, 'memberRegistration', secretary);
    expect(text).toContain('党员信息登记表');
    expect(text).toContain('出席党员甲');
    expect(text).toContain('2010年7月1日');
    expect(text).toMatch(/\n\d{17}[\dX]\n/);
  });

  it('makes the transfer letter under the issuing seal and records the seal use, as the printed letter does', async () => {
    const text = await produce('memberTransfer', transferId, 'transferLetter', company);
    expect(text).toContain('中国共产党党员组织关系介绍信');
    expect(text).toContain('第 WS-2026-007 号');
    expect(text).toContain('转出文书党员同志');
    expect(text).toContain('其组织关系由一车队第一党支部转到三车队第一党支部');
    expect(text).toContain('第一客运分公司党委（盖章：');
    const sec = await s.login('secadmin');
    const uses = (await s.call('/api/sealUse/list', { filters: { documentRef: 'WS-2026-007' } }, { token: sec }))
      .envelope.data.records;
    expect(uses).toHaveLength(1);
    expect(uses[0].accountName).toBe('第一客运分公司组织委员');
  });

  it("refuses a kind the entity does not offer, and a record outside the caller's scope", async () => {
    const wrong = await s.call(
      '/api/meeting/document',
      { id: meetingId, kind: 'transferLetter' },
      { token: secretary },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.envelope.error_msg).toContain('transferLetter');
    const other = await s.login('secretary2');
    const away = await s.call('/api/meeting/document', { id: meetingId, kind: 'meetingMinutes' }, { token: other });
    expect(away.status).toBe(404);
    const member = await s.login('member1');
    const notReader = await s.call(
      '/api/meeting/document',
      { id: meetingId, kind: 'meetingMinutes' },
      { token: member },
    );
    expect(notReader.status).toBe(403);
  });

  it('lists every kind on the templates screen, for the system administrator only', async () => {
    const list = await s.call('/api/documentTemplate/list', {}, { token: admin });
    expect(list.status).toBe(200);
    expect(list.envelope.data.map((r: { kind: string }) => r.kind)).toEqual(DOCUMENT_KINDS.map((k) => k.kind));
    expect((await s.call('/api/documentTemplate/list', {}, { token: secretary })).status).toBe(403);
    const up = await upload('devNoticeTarget', 'x.docx', defaultTemplate('devNoticeTarget'));
    expect(up.status).toBe(200);
    const bySecretary = await uploadFile(
      s,
      '/api/documentTemplate/upload',
      secretary,
      { name: 'x.docx', content: defaultTemplate('devNoticeTarget') },
      { kind: 'devNoticeTarget' },
    );
    expect(bySecretary.status).toBe(403);
    expect((await s.call('/api/documentTemplate/reset', { kind: 'devNoticeTarget' }, { token: admin })).status).toBe(
      200,
    );
  });

  it('refuses a replacement that lacks a required placeholder, naming it, and keeps nothing', async () => {
    // The default with its activist date written out: the placeholder {activistOn} is gone, the others kept.
    const lacking = withDocument(defaultTemplate('devNoticeTarget'), (xml) =>
      xml.replace('{activistOn}', '2023年6月1日'),
    );
    const r = await messageOf(await upload('devNoticeTarget', '公示.docx', lacking));
    expect(r.status).toBe(400);
    expect(r.msg).toContain('{activistOn}');
    expect(r.msg).not.toContain('{name}');
    const list = (await s.call('/api/documentTemplate/list', {}, { token: admin })).envelope.data;
    expect(list.find((k: { kind: string }) => k.kind === 'devNoticeTarget').replaced).toBe(false);
  });

  it('refuses a file that is not a .docx and one that is too large, with a clear message', async () => {
    const notDocx = await messageOf(await upload('devNoticeTarget', 'notice.docx', Buffer.from('plain text, no zip')));
    expect(notDocx.status).toBe(400);
    expect(notDocx.msg).toContain('.docx');
    const pdf = await messageOf(await upload('devNoticeTarget', 'notice.pdf', Buffer.from('%PDF-1.4')));
    expect(pdf.status).toBe(400);
    const big = await messageOf(await upload('devNoticeTarget', 'big.docx', Buffer.alloc(3 * 1024 * 1024, 1)));
    expect(big.status).toBe(413);
    expect(big.msg).toContain('2MB');
    const list = (await s.call('/api/documentTemplate/list', {}, { token: admin })).envelope.data;
    expect(list.find((k: { kind: string }) => k.kind === 'devNoticeTarget').replaced).toBe(false);
  });

  it('uses a good replacement for the next document, and the default again once reset', async () => {
    // The default with a line of its own added, every placeholder kept.
    const good = withDocument(defaultTemplate('devNoticeTarget'), (xml) =>
      xml.replace('<w:sectPr>', '<w:p><w:r><w:t>本公示由{orgName}替换模板生成</w:t></w:r></w:p><w:sectPr>'),
    );
    const up = await upload('devNoticeTarget', '发展对象公示（新）.docx', good);
    expect(up.status, up.body.slice(0, 100)).toBe(200);
    const text = await produce('memberDevelopment', developmentId, 'devNoticeTarget', secretary);
    expect(text).toContain('本公示由一车队第一党支部替换模板生成');
    const listed = (await s.call('/api/documentTemplate/list', {}, { token: admin })).envelope.data;
    expect(listed.find((k: { kind: string }) => k.kind === 'devNoticeTarget')).toMatchObject({
      replaced: true,
      fileName: '发展对象公示（新）.docx',
    });
    const download = await file('/api/documentTemplate/download', { kind: 'devNoticeTarget' }, admin);
    expect(docxText(download.bytes)).toContain('替换模板生成');
    expect((await s.call('/api/documentTemplate/reset', { kind: 'devNoticeTarget' }, { token: admin })).status).toBe(
      200,
    );
    const again = await produce('memberDevelopment', developmentId, 'devNoticeTarget', secretary);
    expect(again).not.toContain('替换模板生成');
  });

  it('prints the development register of a year as .xlsx, with the applicants of that year in scope', async () => {
    const r = await file('/api/memberDevelopment/register', { year: 2023 }, secretary);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/spreadsheetml/);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(r.bytes as unknown as ArrayBuffer);
    const cells = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain('2023年度党员发展工作登记表');
    expect(cells).toContain('文书申请人');
    const later = await file('/api/memberDevelopment/register', { year: 2019 }, secretary);
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(later.bytes as unknown as ArrayBuffer);
    expect(wb2.worksheets[0].getSheetValues().flat().map(String)).not.toContain('文书申请人');
  });
});

/** A .docx with its main document changed. */
function withDocument(file: Buffer, change: (xml: string) => string): Buffer {
  const zip = new PizZip(file);
  zip.file('word/document.xml', change(zip.file('word/document.xml')!.asText()));
  return zip.generate({ type: 'nodebuffer' });
}
