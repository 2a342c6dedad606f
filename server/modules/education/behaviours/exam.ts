import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  checkFixedPaper,
  checkRules,
  paperTotal,
  type FixedQuestion,
  type PaperRule,
} from '../../../../src/contract/resource/exam-rules';
import { examAttempts, exams, questions } from '../../../db/schema/index';
import { badRequest, conflict } from '../../../lib/errors';
import { shortRule } from '../paper';
import type { Behaviour } from '../../resources/binding';
import { readByIds } from '../../../db/record-reads';
import { say } from '../../../../src/contract/messages/message';

/** Questions of the organising organisation's subtree: the bank an exam draws from. */
const inSubtreeOf = (orgId: unknown) =>
  sql`${questions.orgId} IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${typeof orgId === 'number' ? orgId : 0}) || '%')`;

/**
 * Its paper is checked on every save (the fixed
 * questions must be enabled questions the author may see) and the bank's supply when it is published;
 * one with takers is neither withdrawn nor deleted.
 */
export const examBehaviour: Behaviour = {
  computed: () => ({ takerCount: sql<number>`(SELECT count(*) FROM ${examAttempts} a WHERE a.exam_id = ${exams.id})` }),
  // Withdrawing is refused once someone has begun the exam: not offered then.
  offersMove: (move, row) => move.action !== 'withdraw' || !Number(row.takerCount),
  async beforeSave({ db, user, errors }, v) {
    if (typeof v.opensAt === 'string' && typeof v.closesAt === 'string' && v.closesAt <= v.opensAt)
      errors.closesAt = say('time.endAfterStart');
    const orgTargets = (v.targetOrgIds as number[] | undefined) ?? [];
    const memberTargets = (v.targetMemberIds as number[] | undefined) ?? [];
    if (!orgTargets.length && !memberTargets.length && !errors.targetOrgIds)
      errors.targetOrgIds = say('exam.takersRequired');
    if (v.paperMode === 'rule') {
      const problem = checkRules(v.rules);
      if (problem) errors.rules = problem;
      v.questions = null;
    } else if (v.paperMode === 'fixed') {
      const problem = checkFixedPaper(v.questions);
      if (problem) errors.questions = problem;
      else {
        const ids = (v.questions as FixedQuestion[]).map((q) => q.questionId);
        const found = await db
          .select({ id: questions.id })
          .from(questions)
          .where(
            and(
              inArray(questions.id, ids),
              eq(questions.enabled, true),
              inArray(questions.orgId, user.scopeOrgIds),
              inSubtreeOf(v.orgId),
            ),
          );
        if (found.length !== ids.length) errors.questions = say('exam.unknownQuestions');
      }
      v.rules = null;
    }
    if (!errors.questions && !errors.rules) {
      v.totalPoints = paperTotal(String(v.paperMode), v.questions, v.rules);
      if (typeof v.passMark === 'number' && v.passMark > (v.totalPoints as number) && !errors.passMark)
        errors.passMark = say('exam.passAboveTotal', { total: Number(v.totalPoints) });
    }
  },

  async onTransition({ db, before }, { move }) {
    const row = before!;
    if (move.action === 'publish' && row.paperMode === 'rule') {
      const short = await shortRule(db, row.orgId as number, (row.rules as PaperRule[]) ?? []);
      if (short) throw badRequest(short, 'rules');
    }
    if (move.action === 'withdraw') {
      const [taken] = await db
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(eq(examAttempts.examId, row.id))
        .limit(1);
      if (taken) throw conflict(say('exam.takenNoWithdraw'));
    }
  },

  /** The stems of a fixed paper's questions, for the screens that show the paper. */
  async decorateDetail(db, records) {
    const ids = [
      ...new Set(records.flatMap((r) => ((r.questions as FixedQuestion[] | null) ?? []).map((q) => q.questionId))),
    ];
    if (!ids.length) return;
    // Another question written leaves the paper's stems kept.
    const rows = await readByIds(questions, 'orgId', ids, () =>
      db
        .select({ id: questions.id, orgId: questions.orgId, stem: questions.stem })
        .from(questions)
        .where(inArray(questions.id, ids)),
    );
    const stems = Object.fromEntries(rows.map((q) => [q.id, q.stem]));
    for (const r of records) if (Array.isArray(r.questions)) r.questionStems = stems;
  },

  async beforeDelete({ db }, row) {
    const [taken] = await db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(eq(examAttempts.examId, row.id))
      .limit(1);
    if (taken) throw conflict(say('exam.takenNoDelete'));
  },
};
