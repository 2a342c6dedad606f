import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { generate } from 'otplib';
import { ENTITIES } from '../../../src/contract/resource/index';
import {
  createMovableSample,
  createSample,
  moveNeeds,
  sampleRecord,
  sampleWithNeeds,
} from '../../api/support/fixtures';
import { SEED_PASSWORD } from '../../api/support/seed-password';
import { asTestServer, type Caller } from './callers';
import { idNumbers, importSheet } from './members';
import { ok, unique, type ScenarioContext, type WriteScenario } from './write-scenarios';
import { APPRAISAL_SCENARIOS } from './appraisal-write-scenarios';

/**
 * The write calls that are not an entity's list/get/save/delete/export/transition/issue: what each
 * needs made first, and its request. A new such call fails the coverage tests until it has one here.
 */

const nextIdNumber = idNumbers();
const PDF = { name: '佐证.pdf', content: Buffer.from('%PDF-1.4\n% evidence\n%%EOF\n') };
const SEEDED_GROUP_SEAL = 1;
/**
 * leader2's password as the scenario of upPwd last changed it, and the one before, by caller: a caller
 * talks to one database, and the suites run several side by side or one after another, each from the seed.
 */
const leader2Passwords = new WeakMap<Caller, { now: string; before: string }>();
function leader2Password(c: Caller): { now: string; before: string } {
  let known = leader2Passwords.get(c);
  if (!known) leader2Passwords.set(c, (known = { now: SEED_PASSWORD, before: SEED_PASSWORD }));
  return known;
}

/** A fresh session of leader2, with the password the scenario of upPwd left it. */
async function leader2Session(c: Caller): Promise<string> {
  const known = leader2Password(c);
  // A request a kill cut off may have left the password as it was.
  return c.token('leader2', true, known.now).catch(async () => c.token('leader2', true, (known.now = known.before)));
}

/** A fresh session of an account whose second factor the security administrator has just cleared. */
async function factorFreeSession(c: Caller, account: string): Promise<string> {
  ok(
    'factor reset',
    await c.call(
      '/api/oauthUser/resetFactor',
      { accountId: await accountIdOf(c, account) },
      { token: await c.token('secadmin') },
    ),
  );
  return c.token(account, true);
}

/** A default template as the app ships it. */
const defaultTemplate = (kind: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../../server/documents/templates', `${kind}.docx`));

const sheet = async (name: string, rows: unknown[][]) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(name);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
};

const sample = async (c: Caller, x: ScenarioContext, entity: string, account = 'admin') =>
  ok(
    `${entity} sample`,
    await createMovableSample(asTestServer(c), await c.token(account), entity, x.sample),
  ) as Record<string, any>;

/** Makes a move on a record as the first of the accounts the record offers it to. */
async function move(c: Caller, entity: string, id: number, action: string, input: Record<string, unknown> = {}) {
  for (const account of ['admin', 'company1', 'orgdept1']) {
    const token = await c.token(account);
    const row = ok(`${entity} get`, await c.call(`/api/${entity}/get`, { id }, { token }));
    if (!(row.moves as string[]).includes(action)) continue;
    return ok(
      `${entity} ${action}`,
      await c.call(
        `/api/${entity}/transition`,
        { ...input, id, version: row.version, action, opinion: '同意' },
        { token },
      ),
    );
  }
  throw new Error(`${entity} ${id}: nobody may ${action}`);
}

const accountIdOf = async (c: Caller, account: string) =>
  (
    ok(
      'account list',
      await c.call('/api/account/list', { filters: { account } }, { token: await c.token('secadmin') }),
    ).records as { id: number; account: string }[]
  ).find((a) => a.account === account)!.id;

/**
 * A sample sent to the whole group. Whether a member is a target of a programme or an exam is read from
 * organisation paths in two statements (server/modules/education/taker.ts); a subtree moved between them
 * (as the crash suite keeps doing) would refuse a target below it, while the root's path never changes.
 */
async function groupWide(c: Caller, x: ScenarioContext, entity: string) {
  const token = await c.token('admin');
  for (const other of moveNeeds(entity).first ?? [])
    ok(`${other} for ${entity}`, await createSample(asTestServer(c), token, other, x.sample));
  const record = {
    ...(await sampleWithNeeds(asTestServer(c), token, entity, x.sample)),
    orgId: x.orgs.root,
    targetOrgIds: [x.orgs.root],
  };
  return ok(`${entity} sample`, await c.call(`/api/${entity}/save`, record, { token })) as Record<string, any>;
}

/** A content item open to member1: one of a programme sent to the whole group. */
async function studyItem(c: Caller, x: ScenarioContext) {
  const program = await groupWide(c, x, 'eduProgram');
  const item = ok(
    'eduContent',
    await c.call(
      '/api/eduContent/save',
      { ...sampleRecord('eduContent', x.sample), programId: program.id },
      { token: await c.token('admin') },
    ),
  );
  return { contentId: item.id as number, programId: program.id as number };
}

/** A request of member1 about a content item it has opened. */
async function opened(c: Caller, x: ScenarioContext, payload: (contentId: number) => unknown) {
  const token = await c.token('member1');
  const { contentId } = await studyItem(c, x);
  ok('study open', await c.call('/api/study/open', { contentId }, { token }));
  return { token, payload: payload(contentId) };
}

/** An exam published to the whole group, which member1 may sit. */
async function publishedExam(c: Caller, x: ScenarioContext) {
  const exam = await groupWide(c, x, 'exam');
  await move(c, 'exam', exam.id, 'publish');
  return exam.id as number;
}

/** An exam member1 has started. */
async function startedExam(c: Caller, x: ScenarioContext) {
  const examId = await publishedExam(c, x);
  const token = await c.token('member1');
  ok('exam start', await c.call('/api/exam/start', { examId }, { token }));
  return { token, examId };
}

/**
 * A data call sent by the group to the first branch, and that branch's reply as its secretary reads it. The
 * group, not the first company: the crash suite keeps moving the first branch's general branch between the
 * two companies, and a company may send only below itself, while the group is above either.
 */
async function sentReply(c: Caller, x: ScenarioContext) {
  const sender = await c.token('orgdept1');
  const call = await sample(c, x, 'dataCall', 'orgdept1');
  ok('dataCall issue', await c.call('/api/dataCall/issue', { id: call.id, version: call.version }, { token: sender }));
  const token = await c.token('secretary1');
  const [reply] = ok(
    'dataCallReply list',
    await c.call('/api/dataCallReply/list', { filters: { dataCallId: call.id } }, { token }),
  ).records as { id: number; version: number }[];
  return { token, sender, callId: call.id as number, reply };
}

/** A reply's sheet as a clerk fills the template of the sample data call: its headers and one row. */
const replySheet = () =>
  sheet('填报', [
    ['名称*', '人数'],
    ['并发上传', 3],
  ]);

export const OTHER_SCENARIOS: Record<string, WriteScenario> = {
  ...APPRAISAL_SCENARIOS,
  // The sessions: a refresh or a switch ends the token it came with, so the one sent second may find it gone.
  '/api/auth/refreshToken': { race: 'some', prepare: async (c) => ({ token: await c.token('secretary2', true) }) },
  // secretary1 holds two roles and signs in without a second factor (a fresh session of an administrator
  // would wait for the next code of its factor).
  '/api/auth/switchRole': {
    race: 'some',
    async prepare(c) {
      const token = await c.token('secretary1', true);
      const info = ok('user info', await c.call('/api/auth/getUserInfo', {}, { token }));
      return {
        token,
        payload: {
          role:
            (info.roleOptions as { value: string }[]).map((r) => r.value).find((v) => v !== info.role) ??
            info.roleOptions[0].value,
        },
      };
    },
  },
  // One's own password, changed to one never used before (the last five may not come back).
  '/api/auth/upPwd': {
    race: 'some',
    async prepare(c) {
      const token = await leader2Session(c);
      const known = leader2Password(c);
      const next = unique('Own#A1');
      const payload = { oldPwd: await c.rsa(known.now), newPwd: await c.rsa(next) };
      [known.before, known.now] = [known.now, next];
      return { token, payload };
    },
  },
  // A password set by the security administrator (its owner replaces it at the next sign-in).
  '/api/oauthUser/updatePwd': {
    race: 'some',
    prepare: async (c) => ({
      token: await c.token('secadmin'),
      payload: { accountId: await accountIdOf(c, 'leader1'), newPwd: await c.rsa(unique('Reset#B2')) },
    }),
  },
  // The second factor. Each scenario keeps to an account of its own, as the crash suite makes several ready
  // before sending any: a reset ends the sessions of the account it names.
  '/api/oauthUser/resetFactor': {
    race: 'each',
    prepare: async (c) => ({
      token: await c.token('secadmin'),
      payload: { accountId: await accountIdOf(c, 'leader1') },
    }),
  },
  // A secret offered, never confirmed: the account's sign-in stays as it was.
  '/api/auth/factor/enrol': { race: 'each', prepare: async (c) => ({ token: await leader2Session(c) }) },
  // Cleared first, so that each run enrols anew.
  '/api/auth/factor/confirm': {
    race: 'one',
    async prepare(c) {
      const token = await factorFreeSession(c, 'clerk1');
      const setup = ok('factor enrolment', await c.call('/api/auth/factor/enrol', {}, { token }));
      return { token, payload: { code: await generate({ secret: setup.secret }) } };
    },
  },

  // What a member does: read, vote, study, sit an exam, confirm a make-up study.
  '/api/article/read': {
    race: 'each',
    async prepare(c, x) {
      const article = await sample(c, x, 'article');
      await move(c, 'article', article.id, 'publish');
      return { token: await c.token('member1'), payload: { id: article.id } };
    },
  },
  '/api/vote/cast': {
    race: 'one',
    async prepare(c, x) {
      const vote = await sample(c, x, 'vote');
      const opened = ok(
        'vote save',
        await c.call(
          '/api/vote/save',
          { id: vote.id, version: vote.version, opensAt: new Date(Date.now() - 3600_000).toISOString() },
          { token: await c.token('admin') },
        ),
      );
      await move(c, 'vote', opened.id, 'publish');
      return { token: await c.token('member1'), payload: { voteId: vote.id, choices: [vote.options[0].key] } };
    },
  },
  '/api/study/open': {
    race: 'each',
    prepare: async (c, x) => ({
      token: await c.token('member1'),
      payload: { contentId: (await studyItem(c, x)).contentId },
    }),
  },
  '/api/study/report': {
    race: 'each',
    prepare: async (c, x) => opened(c, x, (contentId) => ({ contentId, seconds: 5 })),
  },
  '/api/study/finish': {
    race: 'some',
    prepare: async (c, x) => opened(c, x, (contentId) => ({ contentId, seconds: 5 })),
  },
  '/api/exam/start': {
    race: 'some',
    prepare: async (c, x) => ({ token: await c.token('member1'), payload: { examId: await publishedExam(c, x) } }),
  },
  '/api/exam/saveProgress': {
    race: 'each',
    async prepare(c, x) {
      const { token, examId } = await startedExam(c, x);
      return { token, payload: { examId, answers: {} } };
    },
  },
  '/api/exam/submit': {
    race: 'one',
    async prepare(c, x) {
      const { token, examId } = await startedExam(c, x);
      return { token, payload: { examId, answers: {} } };
    },
  },
  '/api/meeting/confirmMakeUp': {
    race: 'each',
    async prepare(c, x) {
      const others = [x.sample.memberId];
      const meeting = ok(
        'meeting',
        await c.call(
          '/api/meeting/save',
          {
            ...(await sampleWithNeeds(asTestServer(c), await c.token('admin'), 'meeting', x.sample)),
            heldAt: new Date(Date.now() - 86_400_000).toISOString(),
            content: '按议程进行',
            expected: [...others, x.member1Id],
            present: others,
            absent: [{ memberId: x.member1Id, reason: '出差' }],
          },
          { token: await c.token('admin') },
        ),
      );
      await move(c, 'meeting', meeting.id, 'submit');
      await move(c, 'meeting', meeting.id, 'approve');
      const token = await c.token('member1');
      const mine = ok('make-ups', await c.call('/api/meeting/myMakeUps', {}, { token })).records as {
        id: number;
        meetingId: number;
      }[];
      return { token, payload: { id: mine.find((m) => m.meetingId === meeting.id)!.id, note: '已自学' } };
    },
  },

  // A correction of one's own record: two requests about one field at once are one request, the other told it is open.
  '/api/my/requestCorrection': {
    race: 'one',
    async prepare(c) {
      const token = await c.token('member1');
      const field = unique('更正');
      const verify = async () => {
        const mine = ok('my record', await c.call('/api/my/record', {}, { token })).corrections as { field: string }[];
        const asked = mine.filter((m) => m.field === field).length;
        return asked === 1 ? null : `${asked} requests about one field`;
      };
      return { token, payload: { field, proposed: '13700000000', reason: '号码已更换' }, verify };
    },
  },
  // Checking in by a meeting's code, ten minutes before it starts: two scans at once mark the member present once.
  '/api/checkIn/mark': {
    race: 'one',
    async prepare(c, x) {
      const admin = await c.token('admin');
      const meeting = ok(
        'meeting',
        await c.call(
          '/api/meeting/save',
          {
            ...(await sampleWithNeeds(asTestServer(c), admin, 'meeting', x.sample)),
            plannedAt: new Date(Date.now() + 10 * 60_000).toISOString(),
            expected: [x.member1Id],
          },
          { token: admin },
        ),
      );
      const { code } = ok(
        'check-in code',
        await c.call('/api/checkIn/code', { kind: 'meeting', id: meeting.id }, { token: admin }),
      );
      const verify = async () => {
        const shown = ok('meeting get', await c.call('/api/meeting/get', { id: meeting.id }, { token: admin }));
        const selves = ok(
          'check-ins',
          await c.call('/api/checkIn/list', { kind: 'meeting', id: meeting.id }, { token: admin }),
        ).records as unknown[];
        if (selves.length !== 1) return `${selves.length} check-ins of one member`;
        return shown.version === meeting.version + 1 ? null : `meeting version ${meeting.version} -> ${shown.version}`;
      };
      return { token: await c.token('member1'), payload: { code }, verify };
    },
  },

  // The security administrator's account actions.
  '/api/account/disable': {
    race: 'one',
    async prepare(c, x) {
      const a = await sample(c, x, 'account', 'secadmin');
      return { token: await c.token('secadmin'), payload: { id: a.id, version: a.version } };
    },
  },
  '/api/account/enable': {
    race: 'one',
    async prepare(c, x) {
      const a = await sample(c, x, 'account', 'secadmin');
      const token = await c.token('secadmin');
      const disabled = ok(
        'account disable',
        await c.call('/api/account/disable', { id: a.id, version: a.version }, { token }),
      );
      return { token, payload: { id: a.id, version: disabled?.version ?? a.version + 1 } };
    },
  },
  '/api/account/unlock': {
    race: 'each',
    prepare: async (c, x) => ({
      token: await c.token('secadmin'),
      payload: { id: (await sample(c, x, 'account', 'secadmin')).id },
    }),
  },
  '/api/account/grantOrgs': {
    race: 'one',
    async prepare(c, x) {
      const a = await sample(c, x, 'account', 'secadmin');
      return { token: await c.token('secadmin'), payload: { id: a.id, version: a.version, orgIds: [x.orgs.branchA] } };
    },
  },
  // Under the group committee's seal (the first seeded, which has its impression): samples of seals nearer the branch have none.
  '/api/memberTransfer/printLetter': {
    race: 'each',
    prepare: async (c, x) => ({
      token: await c.token('admin'),
      payload: { id: (await sample(c, x, 'memberTransfer')).id, sealId: SEEDED_GROUP_SEAL },
    }),
  },

  // Fees.
  '/api/feeIncome/generate': {
    race: 'each',
    prepare: async (c, x) => ({ token: await c.token('admin'), payload: { orgId: x.orgs.branchA, month: '2027-03' } }),
  },
  '/api/feeIncome/pay': {
    race: 'one',
    async prepare(c, x) {
      const token = await c.token('admin');
      const unpaid = async () =>
        (
          ok(
            'fee list',
            await c.call(
              '/api/feeIncome/list',
              { filters: { orgId: x.orgs.branchA, status: '1' }, sort: { field: 'id', order: 'asc' } },
              { token },
            ),
          ).records as { id: number; version: number; month: string }[]
        )[0];
      let row = await unpaid();
      if (!row) {
        ok(
          'fee generate',
          await c.call('/api/feeIncome/generate', { orgId: x.orgs.branchA, month: '2027-04' }, { token }),
        );
        row = await unpaid();
      }
      return { token, payload: { rows: [{ id: row.id, version: row.version }], paidOn: `${row.month}-20` } };
    },
  },
  '/api/feeIncome/summaryExport': {
    race: 'each',
    prepare: async (c, x) => ({ token: await c.token('admin'), payload: { orgId: x.orgs.branchA, year: 2026 } }),
  },

  // Exports of the education screens.
  '/api/eduProgram/progressExport': {
    race: 'each',
    prepare: async (c, x) => ({ token: await c.token('admin'), payload: { id: (await studyItem(c, x)).programId } }),
  },
  '/api/exam/resultsExport': {
    race: 'each',
    prepare: async (c, x) => ({ token: await c.token('admin'), payload: { examId: (await startedExam(c, x)).examId } }),
  },

  // Data calls: a reply's rows filled on screen or uploaded (the same version twice at once: one is kept, the
  // other told the reply changed), and the sender's combined workbook (written only to the log).
  '/api/dataCallReply/fill': {
    race: 'one',
    async prepare(c, x) {
      const { token, reply } = await sentReply(c, x);
      return { token, payload: { ...reply, rows: [{ name: '并发填报', count: 2 }] } };
    },
  },
  '/api/dataCallReply/upload': {
    race: 'one',
    async prepare(c, x) {
      const { token, reply } = await sentReply(c, x);
      return { token, file: { name: 'reply.xlsx', content: await replySheet() }, payload: reply };
    },
  },
  '/api/dataCall/combined': {
    race: 'each',
    async prepare(c, x) {
      const { sender, callId } = await sentReply(c, x);
      return { token: sender, payload: { id: callId } };
    },
  },

  // Documents: a replacement template (the default itself, which holds every placeholder), back to the
  // default, and the development register of a year. Two replacements of one kind at once may both be
  // taken or one refused; never a failure.
  '/api/documentTemplate/upload': {
    race: 'some',
    prepare: async (c) => ({
      token: await c.token('admin'),
      file: { name: 'devNoticeTarget.docx', content: defaultTemplate('devNoticeTarget') },
      payload: { kind: 'devNoticeTarget' },
    }),
  },
  '/api/documentTemplate/reset': {
    race: 'some',
    async prepare(c) {
      const token = await c.token('admin');
      ok(
        'template upload',
        await c.upload(
          '/api/documentTemplate/upload',
          token,
          { name: 'devTalkRecord.docx', content: defaultTemplate('devTalkRecord') },
          { kind: 'devTalkRecord' },
        ),
      );
      return { token, payload: { kind: 'devTalkRecord' } };
    },
  },
  '/api/memberDevelopment/register': {
    race: 'each',
    prepare: async (c) => ({ token: await c.token('admin'), payload: { year: 2026 } }),
  },

  // Files.
  '/api/accessory/upload': {
    race: 'each',
    async prepare(c, x) {
      const entity = ENTITIES.find((d) => d.accessories && d.name !== 'supervision')!.name;
      return {
        token: await c.token('admin'),
        file: PDF,
        payload: { entity, recordId: (await sample(c, x, entity)).id },
      };
    },
  },
  // Both deletes of one file at once may be answered done (nothing in server/modules/resources/accessories.ts locks the row); the file must be gone.
  '/api/accessory/delete': {
    race: 'some',
    async prepare(c, x) {
      const entity = ENTITIES.find((d) => d.accessories && d.name !== 'supervision')!.name;
      const token = await c.token('admin');
      const record = await sample(c, x, entity);
      const file = ok('upload', await c.upload('/api/accessory/upload', token, PDF, { entity, recordId: record.id }));
      const verify = async () => {
        const after = ok(`${entity} get`, await c.call(`/api/${entity}/get`, { id: record.id }, { token }));
        return (after.accessories as { id: number }[]).some((a) => a.id === file.id) ? 'the file is still there' : null;
      };
      return { token, payload: { id: file.id }, verify };
    },
  },
  // Two imports of one sheet at once: all of one, nothing of the other (the ID numbers are taken).
  '/api/member/import': {
    race: 'one',
    async prepare(c) {
      const rows = [0, 1].map((k) => ({
        name: `并发导入${unique('m')}-${k}`,
        idNumber: nextIdNumber(),
        branchName: '一车队第一党支部',
        phone: '13700000000',
      }));
      return { token: await c.token('admin'), file: { name: 'members.xlsx', content: await importSheet(rows) } };
    },
  },
  // Two import jobs of one sheet at once: both start (each logged); one imports, the other finds the ID numbers taken.
  '/api/member/importJob': {
    race: 'each',
    async prepare(c) {
      const rows = [0, 1].map((k) => ({
        name: `并发导入任务${unique('m')}-${k}`,
        idNumber: nextIdNumber(),
        branchName: '一车队第一党支部',
        phone: '13700000000',
      }));
      return { token: await c.token('admin'), file: { name: 'members.xlsx', content: await importSheet(rows) } };
    },
  },
  '/api/question/import': {
    race: 'some',
    async prepare(c) {
      const content = await sheet('试题', [
        ['题型', '题干', '选项A', '选项B', '选项C', '正确答案', '答案解析', '难度', '知识点'],
        ['单选题', unique('导入试题'), '甲', '乙', '丙', 'B', '', 2, '并发'],
      ]);
      return { token: await c.token('admin'), file: { name: 'questions.xlsx', content } };
    },
  },
  '/api/feeIncome/importBases': {
    race: 'some',
    async prepare(c, x) {
      const token = await c.token('admin');
      // Read answers ID numbers masked: the sheet carries the whole one, revealed on purpose.
      const { value: idNumber } = ok(
        'member reveal',
        await c.call('/api/member/reveal', { id: x.sample.memberId, field: 'idNumber' }, { token }),
      );
      const content = await sheet('工资基数', [
        ['身份证号', '工号', '工资基数*', '离退休'],
        [idNumber, null, 6100, '否'],
      ]);
      return { token, file: { name: 'bases.xlsx', content } };
    },
  },
};
