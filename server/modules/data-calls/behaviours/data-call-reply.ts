import { eq } from 'drizzle-orm';
import { rowCountProblem } from '../../../../src/contract/resource/data-call-rules';
import { dataCalls, orgs } from '../../../db/schema/index';
import { badRequest, conflict, forbidden } from '../../../lib/errors';
import { inScope, type SessionUser } from '../../../lib/session-user';
import type { Db } from '../../../db/client';
import type { Behaviour } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

/**
 * Only the level that sent a call (or one above it) makes or deletes a reply by hand: a receiving
 * organisation answers the reply its sending made, and cannot take it back or add another.
 */
async function requireSender(db: Db, user: SessionUser, dataCallId: number) {
  const [call] = await db
    .select({ path: orgs.path })
    .from(dataCalls)
    .innerJoin(orgs, eq(orgs.id, dataCalls.orgId))
    .where(eq(dataCalls.id, dataCallId));
  // A call that does not exist is the reference's own error (the field's), not a question of who sends.
  if (call && !inScope(user, call.path)) throw forbidden(say('dataCall.replyBySender'));
}

/**
 * A reply: made by sending its data call (or by the sender by hand for a target of it), deleted by the
 * sender only while empty and never submitted; its rows are kept by the fill and upload
 * calls. It is submitted with as many rows as the form asks for, while the call is still open; the
 * sender's return keeps its opinion on the reply, where the organisation reads it.
 */
export const dataCallReplyBehaviour: Behaviour = {
  async beforeSave({ db, user, before, errors }, v) {
    if (before) {
      if (v.orgId !== before.orgId) errors.orgId = say('dataCall.keepOrg');
      if (v.dataCallId !== before.dataCallId) errors.dataCallId = say('dataCall.keepCall');
      return;
    }
    // Whoever is not the sender hears that first, whatever else is wrong with the reply.
    if (typeof v.dataCallId === 'number') await requireSender(db, user, v.dataCallId);
    if (errors.dataCallId || errors.orgId) return;
    // A reply made by hand (a target whose reply was lost) answers a call that names its organisation, and
    // holds the form as that call has it.
    const [call] = await db
      .select()
      .from(dataCalls)
      .where(eq(dataCalls.id, v.dataCallId as number));
    if (!call || !(call.targetOrgIds as number[]).includes(v.orgId as number) || call.state === 'closed') {
      errors.dataCallId = say('dataCall.replyBySending');
      return;
    }
    const [sender] = await db
      .select({ name: orgs.name })
      .from(orgs)
      .where(eq(orgs.id, call.orgId as number));
    Object.assign(v, {
      title: call.title,
      instructions: call.instructions,
      deadline: call.deadline,
      rowMode: call.rowMode,
      columns: call.columns,
      rows: [],
      rowCount: 0,
      issuerName: sender?.name ?? null,
    });
  },

  async beforeDelete({ db, user }, row) {
    await requireSender(db, user, row.dataCallId as number);
    // An empty reply never sent back may be taken back (and made again by hand); one with figures stays on record.
    if (row.state !== 'pending' || Number(row.rowCount ?? 0) > 0) throw conflict(say('dataCall.keepReply'));
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
