import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { examEntity } from '../../../src/contract/resource/exam';
import { OPTION_KEYS } from '../../../src/contract/resource/exam-rules';
import type { Db } from '../../db/client';
import { examAttempts, exams } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/education';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { drawPaper, markPaper, questionsById, shownKeys, takerView, type ExamRow, type PaperItem } from './paper';
import { reachesMember } from '../resources/audience';
import { takerOf, type Taker } from './taker';
import { say } from '../../../src/contract/messages/message';

/** Answers that arrive this long after the deadline still count: the time a request takes on a slow line. */
export const GRACE_MS = 10_000;

interface AttemptRow {
  id: number;
  examId: number;
  memberId: number;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  paper: PaperItem[];
  answers: Record<string, string[]> | null;
  score: number | null;
  passed: boolean | null;
}

/** A published exam the taker is a target of; anything else is answered as missing or forbidden. */
async function examFor(db: Db, taker: Taker, examId: number): Promise<ExamRow> {
  const [exam] = (await db.select().from(exams).where(eq(exams.id, examId))) as unknown as ExamRow[];
  if (!exam || exam.state !== 'published') throw notFound(say('exam.notPublished'));
  const [target] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(and(eq(exams.id, examId), reachesMember(examEntity, exams, taker.memberId)));
  if (!target) throw forbidden(say('exam.notATaker'));
  return exam;
}

async function attemptOf(db: Db, examId: number, memberId: number, lock = false): Promise<AttemptRow | undefined> {
  const q = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examId, examId), eq(examAttempts.memberId, memberId)));
  const [row] = (await (lock ? q.for('update') : q)) as unknown as AttemptRow[];
  return row;
}

const iso = (v: string | Date) => new Date(v).toISOString();
const late = (a: AttemptRow, now: number) => now > Date.parse(a.deadline) + GRACE_MS;

/** Keeps only answers to the paper's questions, with keys the question shows; a single choice takes one. */
function cleanAnswers(
  paper: PaperItem[],
  kinds: Map<number, string>,
  answers: Record<string, string[]>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [id, keys] of Object.entries(answers)) {
    const item = paper.find((p) => String(p.id) === id);
    if (!item) throw badRequest(say('exam.foreignQuestion'), 'answers');
    const allowed = OPTION_KEYS.slice(0, item.order.length);
    const chosen = [...new Set(keys)];
    if (chosen.some((k) => !allowed.includes(k))) throw badRequest(say('exam.badOption'), 'answers');
    if (kinds.get(item.id) !== 'multiple' && chosen.length > 1) throw badRequest(say('exam.oneOption'), 'answers');
    out[id] = allowed.filter((k) => chosen.includes(k));
  }
  return out;
}

/** Starting, saving as one goes, and handing in: always the caller's own attempt, scored on the server. */
export function registerExamTaking(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.examStart, {
    handler: async ({ db, user, body, audit }) => {
      const taker = await takerOf(db, user!);
      const exam = await examFor(db, taker, body.examId);
      let attempt = await attemptOf(db, exam.id, taker.memberId, true);
      const now = Date.now();
      if (attempt?.submittedAt) throw conflict(say('exam.alreadyTaken'));
      if (!attempt) {
        if (now < Date.parse(exam.opensAt)) throw conflict(say('exam.notOpen'));
        if (now >= Date.parse(exam.closesAt)) throw conflict(say('exam.closed'));
        const deadline = Math.min(now + exam.durationMinutes * 60_000, Date.parse(exam.closesAt));
        const paper = await drawPaper(db, exam);
        const inserted = (await db
          .insert(examAttempts)
          .values({
            examId: exam.id,
            memberId: taker.memberId,
            orgId: taker.orgId,
            startedAt: iso(new Date(now)),
            deadline: iso(new Date(deadline)),
            paper,
            answers: {},
            createdBy: user!.accountId,
            updatedBy: user!.accountId,
          } as never)
          .onConflictDoNothing()
          .returning()) as unknown as AttemptRow[];
        // Two starts at once: the one that lost takes the paper the other drew.
        attempt = inserted[0] ?? (await attemptOf(db, exam.id, taker.memberId, true))!;
        audit({
          recordId: attempt.id,
          after: { examId: exam.id, deadline: iso(new Date(deadline)), questions: paper.length },
        });
      }
      if (late(attempt, now)) throw conflict(say('exam.timeUp'));
      const byId = await questionsById(
        db,
        attempt.paper.map((p) => p.id),
      );
      return {
        attemptId: attempt.id,
        title: exam.title,
        deadline: iso(attempt.deadline),
        serverNow: iso(new Date(now)),
        totalPoints: exam.totalPoints,
        passMark: exam.passMark,
        questions: takerView(attempt.paper, byId),
        answers: attempt.answers ?? {},
      };
    },
  });

  bindCall(app, services, calls.examSaveProgress, {
    handler: async ({ db, user, body, audit }) => {
      const taker = await takerOf(db, user!);
      const attempt = await openAttempt(db, taker, body.examId);
      const kinds = new Map(
        [
          ...(
            await questionsById(
              db,
              attempt.paper.map((p) => p.id),
            )
          ).values(),
        ].map((q) => [q.id, q.kind]),
      );
      const answers = { ...(attempt.answers ?? {}), ...cleanAnswers(attempt.paper, kinds, body.answers) };
      await db
        .update(examAttempts)
        .set({ answers, version: sql`${examAttempts.version} + 1`, updatedAt: new Date() } as never)
        .where(eq(examAttempts.id, attempt.id));
      audit({ recordId: attempt.id, after: { answered: Object.keys(answers).length } });
      return { saved: Object.keys(answers).length, deadline: iso(attempt.deadline) };
    },
  });

  bindCall(app, services, calls.examSubmit, {
    handler: async ({ db, user, body, audit }) => {
      const taker = await takerOf(db, user!);
      const attempt = await openAttempt(db, taker, body.examId);
      const [exam] = (await db.select().from(exams).where(eq(exams.id, body.examId))) as unknown as ExamRow[];
      const byId = await questionsById(
        db,
        attempt.paper.map((p) => p.id),
      );
      const kinds = new Map([...byId.values()].map((q) => [q.id, q.kind]));
      const answers = { ...(attempt.answers ?? {}), ...cleanAnswers(attempt.paper, kinds, body.answers) };
      const { score, marks } = markPaper(attempt.paper, byId, answers);
      const passed = score >= exam.passMark;
      const now = new Date();
      const secondsUsed = Math.max(
        0,
        Math.round((Math.min(now.getTime(), Date.parse(attempt.deadline)) - Date.parse(attempt.startedAt)) / 1000),
      );
      await db
        .update(examAttempts)
        .set({
          answers,
          marks,
          score,
          passed,
          secondsUsed,
          submittedAt: now.toISOString(),
          version: sql`${examAttempts.version} + 1`,
          updatedAt: now,
        } as never)
        .where(eq(examAttempts.id, attempt.id));
      audit({ recordId: attempt.id, after: { score, passed } });
      const correct = exam.showAnswers
        ? Object.fromEntries(
            attempt.paper.map((p) => [
              p.id,
              {
                answer: shownKeys(p, byId.get(p.id)?.answer ?? []),
                analysis: byId.get(p.id)?.analysis ?? null,
                right: marks[p.id].right,
              },
            ]),
          )
        : undefined;
      return {
        score,
        passed,
        totalPoints: exam.totalPoints,
        passMark: exam.passMark,
        secondsUsed,
        ...(correct ? { correct } : {}),
      };
    },
  });
}

/** The caller's started, not yet handed in attempt, within its time. */
async function openAttempt(db: Db, taker: Taker, examId: number): Promise<AttemptRow> {
  await examFor(db, taker, examId);
  const attempt = await attemptOf(db, examId, taker.memberId, true);
  if (!attempt) throw conflict(say('exam.startFirst'));
  if (attempt.submittedAt) throw conflict(say('exam.alreadyHandedIn'));
  if (late(attempt, Date.now())) throw conflict(say('exam.timeUpRefused'));
  return attempt;
}
