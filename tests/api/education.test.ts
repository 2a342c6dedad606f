import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptText } from '../../src/contract/cipher';
import { examAttempts } from '../../server/db/schema/index';
import { calendarItems } from '../../server/lib/calendar-feed';
import { measure } from '../../server/lib/measures';
import type { SessionUser } from '../../server/lib/session-user';
import { startTestServer, type TestServer } from './support/test-app';
import { skipSuite } from './support/test-db';
import { seededOrgs, type Orgs } from './support/fixtures';
import { uploadFile } from './support/multipart';

const HOUR = 3600_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Every key anywhere in an answer, so that a key that names the right options cannot hide in a nested field. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

describe.skipIf(skipSuite)('education and exams', () => {
  let s: TestServer;
  let admin: string;
  let member: string;
  let orgs: Orgs;
  let member1Id: number;
  const point = `测试点${Date.now()}`;
  const q: Record<'single' | 'multiple' | 'judge', number> = { single: 0, multiple: 0, judge: 0 };

  const save = async (entity: string, record: Record<string, unknown>, token = admin) => {
    const r = await s.call(`/api/${entity}/save`, record, { token });
    expect(r.status, r.envelope.error_msg).toBe(200);
    return r.envelope.data;
  };

  /** A published exam; by default a fixed paper of the three test questions, for member1 alone. */
  const publishedExam = async (extra: Record<string, unknown> = {}) => {
    const exam = await save('exam', {
      title: `测验${Math.random()}`,
      targetMemberIds: [member1Id],
      opensAt: iso(-HOUR),
      closesAt: iso(HOUR),
      durationMinutes: 30,
      passMark: 5,
      paperMode: 'fixed',
      questions: [
        { questionId: q.single, points: 3 },
        { questionId: q.multiple, points: 5 },
        { questionId: q.judge, points: 2 },
      ],
      orgId: orgs.root,
      ...extra,
    });
    const published = await s.call(
      '/api/exam/transition',
      { id: exam.id, version: exam.version, action: 'publish' },
      { token: admin },
    );
    expect(published.status, published.envelope.error_msg).toBe(200);
    return published.envelope.data as { id: number; closesAt: string };
  };

  beforeAll(async () => {
    s = await startTestServer();
    [admin, member] = await Promise.all([s.login('admin'), s.login('member1')]);
    orgs = await seededOrgs(s, admin);
    member1Id = (await s.call('/api/auth/getUserInfo', {}, { token: member })).envelope.data.partyMemberId;
    q.single = (
      await save('question', {
        kind: 'single',
        stem: '单选',
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
          { key: 'C', text: '丙' },
        ],
        answer: ['B'],
        analysis: '乙是对的',
        difficulty: 3,
        point,
        orgId: orgs.root,
      })
    ).id;
    q.multiple = (
      await save('question', {
        kind: 'multiple',
        stem: '多选',
        options: ['一', '二', '三', '四'].map((text, i) => ({ key: 'ABCD'[i], text })),
        answer: ['C', 'A'],
        analysis: '一和三',
        difficulty: 3,
        point,
        orgId: orgs.root,
      })
    ).id;
    q.judge = (
      await save('question', {
        kind: 'judge',
        stem: '判断',
        options: [],
        answer: ['B'],
        analysis: '错的',
        difficulty: 3,
        point,
        orgId: orgs.root,
      })
    ).id;
  });
  afterAll(async () => s?.close());

  describe('the question bank', () => {
    it('keeps a true/false question as A 正确 / B 错误 and stores answers in option order', async () => {
      const judge = (await s.call('/api/question/get', { id: q.judge }, { token: admin })).envelope.data;
      expect(judge.options).toEqual([
        { key: 'A', text: '正确' },
        { key: 'B', text: '错误' },
      ]);
      expect((await s.call('/api/question/get', { id: q.multiple }, { token: admin })).envelope.data.answer).toEqual([
        'A',
        'C',
      ]);
    });

    it('refuses a single choice with two answers and a multiple choice with one, naming the field', async () => {
      const base = {
        stem: '坏题',
        options: [
          { key: 'A', text: '甲' },
          { key: 'B', text: '乙' },
        ],
        difficulty: 1,
        orgId: orgs.root,
      };
      const single = await s.call(
        '/api/question/save',
        { ...base, kind: 'single', answer: ['A', 'B'] },
        { token: admin },
      );
      expect(single.status).toBe(400);
      expect(single.envelope.data.field).toBe('answer');
      const multiple = await s.call(
        '/api/question/save',
        { ...base, kind: 'multiple', answer: ['A'] },
        { token: admin },
      );
      expect(multiple.envelope.data.field).toBe('answer');
      const gap = await s.call(
        '/api/question/save',
        {
          ...base,
          kind: 'single',
          options: [
            { key: 'A', text: '甲' },
            { key: 'C', text: '丙' },
          ],
          answer: ['A'],
        },
        { token: admin },
      );
      expect(gap.envelope.data.field).toBe('options');
    });

    it('imports nothing when one row is bad, then all rows of a good sheet', async () => {
      const sheet = async (badAnswer: string) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet('试题');
        ws.addRow(['题型', '题干', '选项A', '选项B', '选项C', '正确答案', '答案解析', '难度', '知识点']);
        ws.addRow(['单选题', '导入一', '甲', '乙', '丙', 'B', '', 2, point]);
        ws.addRow(['多选题', '导入二', '甲', '乙', '丙', badAnswer, '', 4, point]);
        ws.addRow(['判断题', '导入三', '', '', '', '错误', '', 1, point]);
        return Buffer.from(await wb.xlsx.writeBuffer());
      };
      const open = (body: string) => JSON.parse(decryptText(body, { key: s.config.aesKey, iv: s.config.aesIv }));
      const count = async () =>
        (await s.call('/api/question/list', { filters: { point } }, { token: admin })).envelope.data.total;
      const before = await count();
      const bad = await uploadFile(s, '/api/question/import', admin, { name: 'q.xlsx', content: await sheet('A') });
      expect(bad.status).toBe(400);
      expect(open(bad.body).data.rows).toEqual([{ row: 3, field: '正确答案', message: '多选题应有至少两个正确答案' }]);
      expect(await count()).toBe(before);
      const good = await uploadFile(s, '/api/question/import', admin, { name: 'q.xlsx', content: await sheet('A、C') });
      expect(good.status, open(good.body).error_msg).toBe(200);
      expect(open(good.body).data.imported).toBe(3);
      expect(await count()).toBe(before + 3);
    });
  });

  describe('taking an exam', () => {
    it('answers the paper without any answer key or analysis, on start and on every save', async () => {
      const exam = await publishedExam();
      const started = await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      expect(started.status, started.envelope.error_msg).toBe(200);
      const paper = started.envelope.data;
      expect(paper.questions.map((x: { id: number }) => x.id)).toEqual([q.single, q.multiple, q.judge]);
      for (const question of paper.questions)
        expect(Object.keys(question).sort()).toEqual(['id', 'kind', 'options', 'points', 'stem']);
      const forbidden = ['answer', 'analysis', 'right', 'correct', 'marks', 'order'];
      expect([...keysOf(paper)].filter((k) => forbidden.includes(k))).toEqual([]);
      expect(JSON.stringify(paper)).not.toMatch(/乙是对的|一和三|错的/);
      const saved = await s.call(
        '/api/exam/saveProgress',
        { examId: exam.id, answers: { [q.single]: ['A'] } },
        { token: member },
      );
      expect(saved.status).toBe(200);
      expect([...keysOf(saved.envelope.data)].filter((k) => forbidden.includes(k))).toEqual([]);
      expect(JSON.stringify(saved.envelope.data)).not.toMatch(/乙是对的|一和三|错的/);
      const again = await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      expect([...keysOf(again.envelope.data)].filter((k) => forbidden.includes(k))).toEqual([]);
      // A reload answers the same paper, the same deadline and what was saved.
      expect(again.envelope.data.questions).toEqual(paper.questions);
      expect(again.envelope.data.deadline).toBe(paper.deadline);
      expect(again.envelope.data.answers).toEqual({ [q.single]: ['A'] });
      const mine = (await s.call('/api/exam/mine', {}, { token: member })).envelope.data.find(
        (e: { id: number }) => e.id === exam.id,
      );
      expect(mine.status).toBe('inProgress');
      expect(mine.score).toBeNull();
    });

    it('fixes the deadline at start plus the duration, never after the exam closes', async () => {
      const long = await publishedExam({ durationMinutes: 30 });
      const t0 = Date.now();
      const a = (await s.call('/api/exam/start', { examId: long.id }, { token: member })).envelope.data;
      expect(Math.abs(Date.parse(a.deadline) - (t0 + 30 * 60_000))).toBeLessThan(5000);
      const closing = await publishedExam({ durationMinutes: 120, closesAt: iso(10 * 60_000) });
      const b = (await s.call('/api/exam/start', { examId: closing.id }, { token: member })).envelope.data;
      expect(b.deadline).toBe(closing.closesAt);
    });

    it('scores exactly: a multiple choice counts only with exactly the right options', async () => {
      const cases: [Record<number, string[]>, number][] = [
        [{ [q.single]: ['B'], [q.multiple]: ['A', 'C'], [q.judge]: ['B'] }, 10],
        [{ [q.single]: ['B'], [q.multiple]: ['A'], [q.judge]: ['B'] }, 5],
        [{ [q.single]: ['A'], [q.multiple]: ['A', 'B', 'C'], [q.judge]: ['A'] }, 0],
        [{ [q.multiple]: ['C', 'A'] }, 5],
        [{ [q.single]: ['B'], [q.judge]: ['A'] }, 3],
        [{}, 0],
      ];
      for (const [answers, score] of cases) {
        const exam = await publishedExam({ showAnswers: true });
        expect((await s.call('/api/exam/start', { examId: exam.id }, { token: member })).status).toBe(200);
        const r = await s.call('/api/exam/submit', { examId: exam.id, answers }, { token: member });
        expect(r.status, r.envelope.error_msg).toBe(200);
        expect(r.envelope.data.score, JSON.stringify(answers)).toBe(score);
        expect(r.envelope.data.passed).toBe(score >= 5);
        // Only now, and because the exam allows it, the right answers.
        expect(r.envelope.data.correct[q.multiple].answer).toEqual(['A', 'C']);
      }
    });

    it('refuses a single choice given two options', async () => {
      const exam = await publishedExam();
      await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      const r = await s.call(
        '/api/exam/saveProgress',
        { examId: exam.id, answers: { [q.single]: ['A', 'B'] } },
        { token: member },
      );
      expect(r.status).toBe(400);
    });

    it('maps shuffled options of a drawn paper back to the question', async () => {
      const exam = await publishedExam({
        paperMode: 'rule',
        questions: null,
        rules: [{ kind: 'multiple', point, difficulty: 3, count: 1, points: 10 }],
      });
      const paper = (await s.call('/api/exam/start', { examId: exam.id }, { token: member })).envelope.data;
      const [question] = paper.questions;
      expect(question.id).toBe(q.multiple);
      const right = question.options
        .filter((o: { text: string }) => ['一', '三'].includes(o.text))
        .map((o: { key: string }) => o.key);
      const r = await s.call(
        '/api/exam/submit',
        { examId: exam.id, answers: { [q.multiple]: right } },
        { token: member },
      );
      expect(r.envelope.data.score).toBe(10);
      expect(r.envelope.data.correct).toBeUndefined();
    });

    it('gives one attempt: no second start, no second submit', async () => {
      const exam = await publishedExam();
      await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      expect((await s.call('/api/exam/submit', { examId: exam.id, answers: {} }, { token: member })).status).toBe(200);
      expect(
        (await s.call('/api/exam/submit', { examId: exam.id, answers: { [q.single]: ['B'] } }, { token: member }))
          .status,
      ).toBe(409);
      expect((await s.call('/api/exam/start', { examId: exam.id }, { token: member })).status).toBe(409);
      expect((await s.call('/api/exam/saveProgress', { examId: exam.id, answers: {} }, { token: member })).status).toBe(
        409,
      );
    });

    it('refuses answers after the deadline, and counts what was saved before it', async () => {
      const exam = await publishedExam();
      await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      await s.call(
        '/api/exam/saveProgress',
        { examId: exam.id, answers: { [q.single]: ['B'], [q.judge]: ['B'] } },
        { token: member },
      );
      await s.database.db
        .update(examAttempts)
        .set({ deadline: iso(-60_000) } as never)
        .where(eq(examAttempts.examId, exam.id));
      expect(
        (
          await s.call(
            '/api/exam/saveProgress',
            { examId: exam.id, answers: { [q.multiple]: ['A', 'C'] } },
            { token: member },
          )
        ).status,
      ).toBe(409);
      const late = await s.call(
        '/api/exam/submit',
        { examId: exam.id, answers: { [q.multiple]: ['A', 'C'] } },
        { token: member },
      );
      expect(late.status).toBe(409);
      expect((await s.call('/api/exam/start', { examId: exam.id }, { token: member })).status).toBe(409);
      const mine = (await s.call('/api/exam/mine', {}, { token: member })).envelope.data.find(
        (e: { id: number }) => e.id === exam.id,
      );
      expect(mine).toMatchObject({ status: 'timedOut', score: 5, passed: true });
    });

    it('lets only targets start a published exam within its window', async () => {
      const other = await publishedExam({ targetMemberIds: [], targetOrgIds: [orgs.branchB] });
      expect((await s.call('/api/exam/start', { examId: other.id }, { token: member })).status).toBe(403);
      const byOrg = await publishedExam({ targetMemberIds: [], targetOrgIds: [orgs.fleet] });
      expect((await s.call('/api/exam/start', { examId: byOrg.id }, { token: member })).status).toBe(200);
      const later = await publishedExam({ opensAt: iso(HOUR), closesAt: iso(2 * HOUR) });
      expect((await s.call('/api/exam/start', { examId: later.id }, { token: member })).status).toBe(409);
      const draft = await save('exam', {
        title: '草稿',
        targetMemberIds: [member1Id],
        opensAt: iso(-HOUR),
        closesAt: iso(HOUR),
        durationMinutes: 5,
        passMark: 1,
        paperMode: 'fixed',
        questions: [{ questionId: q.single, points: 1 }],
        orgId: orgs.root,
      });
      expect((await s.call('/api/exam/start', { examId: draft.id }, { token: member })).status).toBe(404);
      const branchA = await publishedExam({ targetMemberIds: [], targetOrgIds: [orgs.branchA] });
      const secretary2 = await s.login('secretary2');
      expect((await s.call('/api/exam/start', { examId: branchA.id }, { token: secretary2 })).status).toBe(403);
      expect((await s.call('/api/exam/start', { examId: other.id }, { token: secretary2 })).status).toBe(200);
    });

    it('freezes a published exam and keeps a taken one', async () => {
      const exam = await publishedExam();
      const got = (await s.call('/api/exam/get', { id: exam.id }, { token: admin })).envelope.data;
      expect((await s.call('/api/exam/save', { ...got, title: '改' }, { token: admin })).status).toBe(409);
      expect(got.takerCount).toBe(0);
      expect(got.moves).toContain('withdraw');
      await s.call('/api/exam/start', { examId: exam.id }, { token: member });
      // Taken: withdrawing is no longer offered, in the record or in the list, and is refused if sent.
      const taken = (await s.call('/api/exam/get', { id: exam.id }, { token: admin })).envelope.data;
      expect(taken.takerCount).toBe(1);
      expect(taken.moves).not.toContain('withdraw');
      const listed = (
        await s.call('/api/exam/list', { filters: { title: got.title } }, { token: admin })
      ).envelope.data.records.find((r: { id: number }) => r.id === exam.id);
      expect(listed).toMatchObject({ takerCount: 1 });
      expect(listed.moves).not.toContain('withdraw');
      expect(
        (
          await s.call(
            '/api/exam/transition',
            { id: got.id, version: got.version, action: 'withdraw' },
            { token: admin },
          )
        ).status,
      ).toBe(409);
    });
  });

  describe('results and figures', () => {
    it('answers participation and pass rate per organisation and error rate per question; never to a member', async () => {
      const list = (await s.call('/api/exam/list', { filters: { title: '支部工作条例专项测试' } }, { token: admin }))
        .envelope.data.records;
      const r = await s.call('/api/exam/results', { examId: list[0].id }, { token: admin });
      expect(r.status).toBe(200);
      const { summary, organisations, questions } = r.envelope.data;
      expect(summary.takers).toBeGreaterThan(5);
      expect(summary.passRate).toBeGreaterThan(0);
      expect(organisations.map((o: { orgName: string }) => o.orgName)).toEqual([
        '一车队第一党支部',
        '一车队第二党支部',
      ]);
      expect(organisations[0].participation).toBeGreaterThan(0);
      expect(questions[0].errorRate).toBeGreaterThanOrEqual(questions.at(-1).errorRate);
      expect((await s.call('/api/exam/results', { examId: list[0].id }, { token: member })).status).toBe(403);
      const rows = await s.call(
        '/api/examAttempt/list',
        { filters: { examId: list[0].id, orgId: orgs.branchA } },
        { token: admin },
      );
      expect(rows.envelope.data.total).toBe(organisations[0].takers);
      expect((await s.call('/api/exam/resultsExport', { examId: list[0].id }, { token: admin })).status).toBe(200);
    });

    it('measures the pass rate of a subtree in a year and lists exam windows to their targets', async () => {
      const rate = await measure(s.database.db, 'exams', orgs.fleet, 2026);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThanOrEqual(1);
      expect(await measure(s.database.db, 'exams', orgs.fleet, 2019)).toBeNull();
      const range = { from: new Date().toISOString().slice(0, 10), to: iso(7 * 24 * HOUR).slice(0, 10) };
      const items = await calendarItems(s.database.db, { memberId: member1Id } as SessionUser, range, ['exam']);
      expect(items.some((i) => i.title.includes('2026年第四季度党章党规知识测试'))).toBe(true);
      const none = await calendarItems(s.database.db, { memberId: null } as SessionUser, range, ['exam']);
      expect(none).toEqual([]);
    });
  });

  describe('studying', () => {
    it('counts no more time than has passed, and records the finish', async () => {
      const mine = (await s.call('/api/study/mine', {}, { token: member })).envelope.data;
      expect(mine.length).toBeGreaterThan(2);
      const item = mine.find((p: { openTo: string }) => p.openTo >= new Date().toISOString().slice(0, 10)).items[0];
      const opened = await s.call('/api/study/open', { contentId: item.id }, { token: member });
      expect(opened.status, opened.envelope.error_msg).toBe(200);
      expect(opened.envelope.data.content.body).toContain('<p>');
      const claimed = await s.call('/api/study/report', { contentId: item.id, seconds: 600 }, { token: member });
      expect(claimed.envelope.data.seconds).toBeLessThanOrEqual(3);
      const done = await s.call('/api/study/finish', { contentId: item.id, seconds: 1 }, { token: member });
      expect(done.envelope.data.finishedAt).not.toBeNull();
      const progress = await s.call('/api/eduProgram/progress', { id: item.programId }, { token: admin });
      const me = progress.envelope.data.members.find((m: { id: number }) => m.id === member1Id);
      expect(me.finished).toBe(1);
    });

    it('lists each channel’s own items: an item is of its programme’s channel', async () => {
      const byChannel = async (channel: string) =>
        (await s.call('/api/eduContent/list', { pageSize: 200, filters: { channel } }, { token: admin })).envelope.data
          .records as { programId: number; channel: string }[];
      const programs = (await s.call('/api/eduProgram/list', { pageSize: 200 }, { token: admin })).envelope.data
        .records as { id: number; channel: string }[];
      const channelOf = new Map(programs.map((p) => [p.id, p.channel]));
      for (const channel of ['mwarningedu', 'towstdaneact', 'classbyday']) {
        const items = await byChannel(channel);
        expect(items.length, channel).toBeGreaterThan(0);
        expect(new Set(items.map((i) => i.channel))).toEqual(new Set([channel]));
        expect(
          items.every((i) => channelOf.get(i.programId) === channel),
          `${channel}: items of its own programmes only`,
        ).toBe(true);
      }
      const all = (await s.call('/api/eduContent/list', { pageSize: 1 }, { token: admin })).envelope.data
        .total as number;
      const totals = await Promise.all(
        ['mwarningedu', 'towstdaneact', 'classbyday'].map(
          async (channel) =>
            (await s.call('/api/eduContent/list', { pageSize: 1, filters: { channel } }, { token: admin })).envelope
              .data.total as number,
        ),
      );
      const sum = totals.reduce((n, t) => n + t, 0);
      expect(sum).toBe(all);
    });

    it('refuses an item of a programme the member is not a target of', async () => {
      const program = await save('eduProgram', {
        channel: 'classbyday',
        title: '他人的专题',
        targetOrgIds: [orgs.branchB],
        openFrom: '2026-01-01',
        openTo: '2099-12-31',
        requiredMinutes: 1,
        orgId: orgs.root,
      });
      const item = await save('eduContent', {
        programId: program.id,
        title: '内容',
        kind: 'article',
        sort: 1,
        minutes: 1,
        body: '<p>x</p>',
      });
      expect((await s.call('/api/study/open', { contentId: item.id }, { token: member })).status).toBe(404);
      expect((await s.call('/api/study/report', { contentId: item.id, seconds: 5 }, { token: member })).status).toBe(
        404,
      );
    });
  });
});
