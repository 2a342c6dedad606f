import { eq } from 'drizzle-orm';
import { rowCountProblem } from '../../../../src/contract/resource/data-call-rules';
import { dataCalls } from '../../../db/schema/index';
import { badRequest, conflict } from '../../../lib/errors';
import type { Behaviour } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

/**
 * A reply: made only by sending its data call, never deleted; its rows are kept by the fill and upload
 * calls. It is submitted with as many rows as the form asks for, while the call is still open; the
 * sender's return keeps its opinion on the reply, where the organisation reads it.
 */
export const dataCallReplyBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    if (!before) {
      errors.dataCallId = say('dataCall.replyBySending');
      return;
    }
    if (v.orgId !== before.orgId) errors.orgId = say('dataCall.keepOrg');
  },

  beforeDelete() {
    throw conflict(say('dataCall.keepReply'));
  },

  async onTransition({ db, before }, { move, input, values }) {
    const row = before!;
    const now = new Date();
    if (move.action === 'submit') {
      const [call] = await db
        .select({ state: dataCalls.state })
        .from(dataCalls)
        .where(eq(dataCalls.id, row.dataCallId as number));
      if (call?.state === 'closed') throw conflict(say('dataCall.closed'));
      const problem = rowCountProblem(String(row.rowMode), Number(row.rowCount ?? 0));
      if (problem) throw badRequest(problem, 'rows');
      values.submittedAt = now;
      return;
    }
    values.reviewedAt = now;
    const opinion = typeof input.opinion === 'string' ? input.opinion.trim() : '';
    values.reviewOpinion = opinion || null;
  },
};
