import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exams } from '../../db/schema/index';
import { GRACE_MS } from './exam-taking';
import { markPaper, questionsById, type PaperItem } from './paper';

/** Where an attempt stands: handed in, still running, or run out without handing in. */
export type AttemptStatus = 'submitted' | 'inProgress' | 'timedOut';

interface AttemptLike {
  examId: unknown;
  deadline: unknown;
  submittedAt: unknown;
  paper: unknown;
  answers: unknown;
  score: unknown;
  passed: unknown;
  [k: string]: unknown;
}

/**
 * Fills in each attempt's status, and for one that ran out without being handed in, the score its
 * saved answers earn: a dropped connection loses nothing, and results count it like any other.
 */
export async function withOutcome<T extends AttemptLike>(db: Db, attempts: T[], now = Date.now()): Promise<T[]> {
  const timedOut = attempts.filter((a) => !a.submittedAt && now > Date.parse(String(a.deadline)) + GRACE_MS);
  for (const a of attempts)
    (a as Record<string, unknown>).status = a.submittedAt
      ? 'submitted'
      : timedOut.includes(a)
        ? 'timedOut'
        : 'inProgress';
  if (!timedOut.length) return attempts;
  const examIds = [...new Set(timedOut.map((a) => Number(a.examId)))];
  const marks = new Map(
    (await db.select({ id: exams.id, passMark: exams.passMark }).from(exams).where(inArray(exams.id, examIds))).map(
      (e) => [e.id as number, e.passMark as number],
    ),
  );
  const byId = await questionsById(db, [
    ...new Set(timedOut.flatMap((a) => (a.paper as PaperItem[]).map((p) => p.id))),
  ]);
  for (const a of timedOut) {
    const { score, marks: perQuestion } = markPaper(
      a.paper as PaperItem[],
      byId,
      (a.answers as Record<string, string[]>) ?? {},
    );
    Object.assign(a, { score, passed: score >= (marks.get(Number(a.examId)) ?? Infinity), marks: perQuestion });
  }
  return attempts;
}
