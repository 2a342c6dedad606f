import { checkQuestion, JUDGE_OPTIONS, normaliseKeys } from '../../../../src/contract/resource/exam-rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { examAttempts, exams } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';

/** Whether a paper or a taken attempt names the question. */
async function inUse(db: Db, id: number): Promise<boolean> {
  const [onPaper] = await db
    .select({ id: exams.id })
    .from(exams)
    .where(sql`${exams.questions} @> ${JSON.stringify([{ questionId: id }])}::jsonb`)
    .limit(1);
  if (onPaper) return true;
  const [taken] = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .where(sql`${examAttempts.paper} @> ${JSON.stringify([{ id }])}::jsonb`)
    .limit(1);
  return Boolean(taken);
}

/** A question belongs to its author's organisation; options and answer follow the rules of its kind. */
export const questionBehaviour: Behaviour = {
  beforeSave({ errors }, v) {
    // A true/false question always reads A 正确 / B 错误, whatever the client sent.
    if (v.kind === 'judge') {
      v.options = JUDGE_OPTIONS;
      delete errors.options;
    }
    if (Array.isArray(v.options))
      v.options = v.options.map((o: { key?: unknown; text?: unknown }) => ({
        key: o?.key,
        text: typeof o?.text === 'string' ? o.text.trim() : o?.text,
      }));
    Object.assign(
      errors,
      Object.fromEntries(
        Object.entries(checkQuestion(String(v.kind), v.options, v.answer)).filter(([k]) => !errors[k]),
      ),
    );
    if (!errors.answer) v.answer = normaliseKeys(v.answer);
  },
  async beforeDelete({ db }, row) {
    if (await inUse(db, row.id)) throw conflict(say('question.used'));
  },
};
