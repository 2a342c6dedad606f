import { count } from 'drizzle-orm';
import { OPTION_KEYS, JUDGE_OPTIONS } from '../../../src/contract/resource/exam-rules';
import { eduContents, eduPrograms, examAttempts, exams, questions, studyRecords } from '../schema/index';
import { markPaper, type PaperItem, type QuestionRow } from '../../../src/contract/resource/paper-marking';
import type { AreaSeed, SeedContext } from './area-seed';
import { SEED_PROGRAMS } from './education-programs';
import { SEED_QUESTIONS } from './education-questions';
import { between, prng, type Rand } from './people';

const DAY = 86400_000;

function shuffle<T>(rand: Rand, items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function seedBank(ctx: SeedContext, orgId: number, by: number, from = SEED_QUESTIONS): Promise<QuestionRow[]> {
  const rows = from.map(([kind, stem, options, answer, analysis, difficulty, point]) => ({
    kind,
    stem,
    options: kind === 'judge' ? JUDGE_OPTIONS : options.map((text, i) => ({ key: OPTION_KEYS[i], text })),
    answer: answer.split(''),
    analysis,
    difficulty,
    point,
    source:
      point.startsWith('党') && !point.startsWith('党支部')
        ? '《中国共产党章程》'
        : '《中国共产党支部工作条例（试行）》',
    enabled: true,
    orgId,
    createdBy: by,
    updatedBy: by,
  }));
  return (await ctx.db
    .insert(questions)
    .values(rows as never)
    .returning()) as unknown as QuestionRow[];
}

async function seedPrograms(ctx: SeedContext, by: number, rand: Rand) {
  const root = ctx.orgs.get('G')!;
  const studied = ['C1-F1-1', 'C1-F1-2', 'C1-F2-1'].flatMap((code) => ctx.membersOf(ctx.orgs.get(code)!.id));
  const member1 = ctx.accounts.get('member1')?.memberId;
  const records: Record<string, unknown>[] = [];
  for (const sp of SEED_PROGRAMS) {
    const [program] = (await ctx.db
      .insert(eduPrograms)
      .values({
        channel: sp.channel,
        title: sp.title,
        description: sp.description,
        targetOrgIds: [ctx.orgs.get(sp.target)!.id],
        openFrom: sp.openFrom,
        openTo: sp.openTo,
        requiredMinutes: sp.requiredMinutes,
        orgId: root.id,
        createdBy: by,
        updatedBy: by,
      } as never)
      .returning()) as { id: number }[];
    const items = (await ctx.db
      .insert(eduContents)
      .values(
        sp.items.map((it, i) => ({
          programId: program.id,
          title: it.title,
          kind: 'article',
          sort: (i + 1) * 10,
          minutes: it.minutes,
          body: it.body,
          orgId: root.id,
          createdBy: by,
          updatedBy: by,
        })) as never,
      )
      .returning()) as { id: number; minutes: number }[];
    // Most members of three branches have studied part of it; member1 leaves every item open for the demo.
    for (const m of studied) {
      if (m.id === member1 || rand() < 0.3) continue;
      const reach = between(rand, 1, items.length);
      for (const item of items.slice(0, reach)) {
        const opened = new Date(
          Date.parse(`${sp.openFrom}T08:00:00Z`) + between(rand, 1, 20) * DAY + between(rand, 0, 600) * 60_000,
        );
        const seconds = Math.round(item.minutes * 60 * (0.6 + rand() * 0.8));
        const finished = seconds >= item.minutes * 60;
        const at = new Date(opened.getTime() + seconds * 1000).toISOString();
        records.push({
          memberId: m.id,
          orgId: ctx.branches.find((b) => ctx.membersOf(b.id).some((x) => x.id === m.id))!.id,
          programId: program.id,
          contentId: item.id,
          openedAt: opened.toISOString(),
          lastSeenAt: at,
          finishedAt: finished ? at : null,
          seconds,
        });
      }
    }
  }
  if (records.length) await ctx.db.insert(studyRecords).values(records as never);
}

async function seedExams(ctx: SeedContext, bank: QuestionRow[], by: number, rand: Rand) {
  const root = ctx.orgs.get('G')!;
  const pickKind = (kind: string, n: number, skip = 0) => bank.filter((q) => q.kind === kind).slice(skip, skip + n);
  const fixed = [...pickKind('single', 4), ...pickKind('multiple', 3), ...pickKind('judge', 3)].map((q) => ({
    questionId: q.id,
    points: 10,
  }));
  const now = Date.now();
  const [opened] = (await ctx.db
    .insert(exams)
    .values({
      title: '2026年第四季度党章党规知识测试',
      targetOrgIds: [ctx.orgs.get('C1')!.id],
      opensAt: new Date(now - 2 * DAY).toISOString(),
      closesAt: new Date(now + 30 * DAY).toISOString(),
      durationMinutes: 30,
      passMark: 60,
      totalPoints: 100,
      paperMode: 'fixed',
      questions: fixed,
      showAnswers: true,
      notice: '共10题，每题10分，60分及格。限时30分钟，每人一次机会，作答内容自动保存。',
      state: 'published',
      orgId: root.id,
      createdBy: by,
      updatedBy: by,
    } as never)
    .returning()) as { id: number }[];
  const rules = [
    { kind: 'single', count: 5, points: 10 },
    { kind: 'multiple', count: 2, points: 10 },
    { kind: 'judge', count: 3, points: 10 },
  ];
  const fleet = ctx.orgs.get('C1-F1')!;
  const [closed] = (await ctx.db
    .insert(exams)
    .values({
      title: '2026年10月支部工作条例专项测试',
      targetOrgIds: [fleet.id],
      opensAt: '2026-10-10T01:00:00.000Z',
      closesAt: '2026-10-20T10:00:00.000Z',
      durationMinutes: 20,
      passMark: 60,
      totalPoints: 100,
      paperMode: 'rule',
      rules,
      showAnswers: false,
      notice: '随机抽题，共10题。',
      state: 'published',
      orgId: root.id,
      createdBy: by,
      updatedBy: by,
    } as never)
    .returning()) as { id: number }[];
  const byId = new Map(bank.map((q) => [q.id, q]));
  const attempts = takers(ctx, rand, byId, {
    examId: closed.id,
    branches: ['C1-F1-1', 'C1-F1-2'],
    minutes: 20,
    from: Date.parse('2026-10-10T02:00:00Z'),
    days: 9,
    paper: drawnBy(rand, bank, rules),
    by,
  });
  // The open exam, two days after it opened: those who took it at once have handed in.
  const first = fixed.map((q) => byId.get(q.questionId)!);
  const open = ctx.branches.filter((b) => b.path.startsWith(ctx.orgs.get('C1')!.path)).map((b) => b.code);
  attempts.push(
    ...takers(ctx, rand, byId, {
      examId: opened.id,
      branches: open,
      minutes: 30,
      from: now - 2 * DAY + 60 * 60_000,
      days: 1,
      share: 0.35,
      leaveOutSignIns: true,
      paper: () => first.map((q) => ({ id: q.id, points: 10, order: q.options.map((o) => o.key) })),
      by,
    }),
  );
  if (attempts.length) await ctx.db.insert(examAttempts).values(attempts as never);
}

/** A true/false question keeps true before false; the others' options come in a taker's own order. */
const optionOrder = (rand: Rand, q: QuestionRow): string[] =>
  q.kind === 'judge'
    ? q.options.map((o) => o.key)
    : shuffle(
        rand,
        q.options.map((o) => o.key),
      );

/** Papers drawn by an exam's rules from a bank, as the server draws one for each taker. */
const drawnBy =
  (rand: Rand, bank: QuestionRow[], rules: { kind: string; count: number; points: number }[]) => (): PaperItem[] =>
    rules.flatMap((r) =>
      shuffle(
        rand,
        bank.filter((q) => q.kind === r.kind),
      )
        .slice(0, r.count)
        .map((q) => ({ id: q.id, points: r.points, order: optionOrder(rand, q) })),
    );

/**
 * Handed-in attempts of an exam by the members of some branches: most take part (or `share` of them),
 * each answers about as well as they know the matter, at some time of the window's working days.
 * With `leaveOutSignIns`, members who sign in themselves are left out: an open exam stays theirs to take.
 */
function takers(
  ctx: SeedContext,
  rand: Rand,
  byId: Map<number, QuestionRow>,
  o: {
    examId: number;
    branches: string[];
    minutes: number;
    from: number;
    days: number;
    share?: number;
    leaveOutSignIns?: boolean;
    paper: () => PaperItem[];
    by: number;
  },
): Record<string, unknown>[] {
  const signIn = new Set(o.leaveOutSignIns ? [...ctx.accounts.values()].map((a) => a.memberId) : []);
  const out: Record<string, unknown>[] = [];
  for (const code of o.branches) {
    const branch = ctx.orgs.get(code)!;
    for (const m of ctx.membersOf(branch.id)) {
      if (rand() >= (o.share ?? 0.85) || signIn.has(m.id)) continue; // did not take part
      const skill = 0.45 + rand() * 0.5;
      const paper = o.paper();
      const answers: Record<string, string[]> = {};
      for (const item of paper) {
        const right = OPTION_KEYS.filter((_, i) => byId.get(item.id)!.answer.includes(item.order[i]));
        answers[item.id] =
          rand() < skill ? right : [OPTION_KEYS[(OPTION_KEYS.indexOf(right[0]) + 1) % item.order.length]];
      }
      const { score, marks } = markPaper(paper, byId, answers);
      const started = o.from + between(rand, 0, o.days) * DAY + between(rand, 0, 480) * 60_000;
      const used = between(rand, Math.round(o.minutes * 18), o.minutes * 57);
      out.push({
        examId: o.examId,
        memberId: m.id,
        orgId: branch.id,
        startedAt: new Date(started).toISOString(),
        deadline: new Date(started + o.minutes * 60_000).toISOString(),
        submittedAt: new Date(started + used * 1000).toISOString(),
        score,
        passed: score >= 60,
        secondsUsed: used,
        paper,
        answers,
        marks,
        createdBy: o.by,
        updatedBy: o.by,
      });
    }
  }
  return out;
}

/**
 * What a company committee and two branches hold of their own: a small question bank, last spring's
 * programme in each channel (closed, so members' study panels show the current ones) and a test in
 * draft built from their bank. A level keeps its own bank: an exam draws from its organisation's. The
 * company committee also held a test of its own last quarter, whose results its secretary reads.
 */
async function seedLocal(ctx: SeedContext, by: number, rand: Rand) {
  const pick = (kind: string, n: number) => SEED_QUESTIONS.filter((q) => q[0] === kind).slice(0, n);
  for (const code of ['C1', 'C1-F1-1', 'C1-F1-2']) {
    const org = ctx.orgs.get(code)!;
    const rows = [...pick('single', 4), ...pick('multiple', 3), ...pick('judge', 3)];
    const bank = await seedBank(ctx, org.id, by, rows);
    for (const channel of ['mwarningedu', 'towstdaneact', 'classbyday'] as const) {
      const sp = SEED_PROGRAMS.find((x) => x.channel === channel)!;
      const [program] = (await ctx.db
        .insert(eduPrograms)
        .values({
          channel,
          title: `${sp.title}（上半年·${org.name}）`,
          description: sp.description,
          targetOrgIds: [org.id],
          openFrom: '2026-04-01',
          openTo: '2026-06-30',
          requiredMinutes: Math.min(sp.requiredMinutes, 15),
          orgId: org.id,
          createdBy: by,
          updatedBy: by,
        } as never)
        .returning()) as { id: number }[];
      await ctx.db.insert(eduContents).values(
        sp.items.slice(0, 2).map((it, i) => ({
          programId: program.id,
          title: it.title,
          kind: 'article',
          sort: (i + 1) * 10,
          minutes: it.minutes,
          body: it.body,
          orgId: org.id,
          createdBy: by,
          updatedBy: by,
        })) as never,
      );
    }
    await ctx.db.insert(exams).values({
      title: `2027年第一季度应知应会测试（${org.name}）`,
      targetOrgIds: [org.id],
      opensAt: '2027-01-10T01:00:00.000Z',
      closesAt: '2027-01-20T10:00:00.000Z',
      durationMinutes: 20,
      passMark: 60,
      totalPoints: 100,
      paperMode: 'fixed',
      questions: bank.map((q) => ({ questionId: q.id, points: 10 })),
      showAnswers: true,
      notice: '共10题，每题10分，60分及格。草稿，发布前可调整。',
      state: 'draft',
      orgId: org.id,
      createdBy: by,
      updatedBy: by,
    } as never);
    if (code === 'C1') await seedHeldLocally(ctx, org, bank, by, rand);
  }
}

/** A test the company committee set its branches in September, every question of its bank in a shuffled order, with the results. */
async function seedHeldLocally(
  ctx: SeedContext,
  org: { id: number; name: string; path: string },
  bank: QuestionRow[],
  by: number,
  rand: Rand,
) {
  const rules = [
    { kind: 'single', count: 4, points: 10 },
    { kind: 'multiple', count: 3, points: 10 },
    { kind: 'judge', count: 3, points: 10 },
  ];
  const author = ctx.accounts.get('company1')?.id ?? by;
  const [held] = (await ctx.db
    .insert(exams)
    .values({
      title: `2026年第三季度应知应会测试（${org.name}）`,
      targetOrgIds: [org.id],
      opensAt: '2026-09-14T01:00:00.000Z',
      closesAt: '2026-09-25T10:00:00.000Z',
      durationMinutes: 20,
      passMark: 60,
      totalPoints: 100,
      paperMode: 'rule',
      rules,
      showAnswers: true,
      notice: '题目与选项随机排序，共10题，每题10分，60分及格。',
      state: 'published',
      orgId: org.id,
      createdBy: author,
      updatedBy: author,
    } as never)
    .returning()) as { id: number }[];
  const byId = new Map(bank.map((q) => [q.id, q]));
  const branches = ctx.branches.filter((b) => b.path.startsWith(org.path)).map((b) => b.code);
  const attempts = takers(ctx, rand, byId, {
    examId: held.id,
    branches,
    minutes: 20,
    from: Date.parse('2026-09-14T02:00:00Z'),
    days: 10,
    share: 0.8,
    paper: drawnBy(rand, bank, rules),
    by: author,
  });
  if (attempts.length) await ctx.db.insert(examAttempts).values(attempts as never);
}

/** Programmes with articles in each channel and study records; the question bank; one open exam and one closed with results; what levels below hold of their own. */
export const educationSeed: AreaSeed = {
  name: 'education',
  isEmpty: async (db) => Number((await db.select({ n: count() }).from(questions))[0].n) === 0,
  run: async (ctx) => {
    const rand = prng(2026_13);
    const by = ctx.accounts.get('orgdept1')?.id ?? 0;
    const bank = await seedBank(ctx, ctx.orgs.get('G')!.id, by);
    await seedPrograms(ctx, by, rand);
    await seedExams(ctx, bank, by, rand);
    await seedLocal(ctx, by, rand);
  },
};
