import { sql } from 'drizzle-orm';
import { say } from '../../../../src/contract/messages/message';
import { groupDay } from '../../../lib/group-zone';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour } from '../../resources/binding';
import { recordMove } from '../../resources/workflow-history';

/**
 * An objection is lodged against a nomination under public notice and kept by the organisation that
 * published the notice; its answer comes with the move. Upheld, it withdraws the nomination.
 */
export const commendationObjectionBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (typeof v.nominationId !== 'number' || errors.nominationId) return;
    if (before && before.nominationId !== v.nominationId) v.nominationId = before.nominationId;
    const [n] = resultRows<{ state: string; name: string; callOrgId: number; callState: string }>(
      await db.execute(sql`SELECT n.state, n.nominee_name AS name, c.org_id AS "callOrgId", c.state AS "callState"
        FROM commendation_nominations n JOIN commendation_calls c ON c.id = n.call_id WHERE n.id = ${v.nominationId}`),
    );
    // During the notice: against a nomination published (or already withdrawn on an earlier objection).
    const open = n && n.callState === 'publicised' && ['publicised', 'withdrawn'].includes(n.state);
    if (!open) return void (errors.nominationId = say('commendation.objectionOutsideNotice'));
    v.nomineeName = n.name;
    v.orgId = n.callOrgId;
  },

  onTransition(_ctx, { input, values }) {
    values.answer = String(input.opinion ?? '').trim();
    values.answeredOn = groupDay();
  },

  async afterTransition({ db, user }, { move, row }) {
    if (move.action !== 'uphold') return;
    const withdrawn = resultRows<{ id: number }>(
      await db.execute(sql`UPDATE commendation_nominations SET state = 'withdrawn', version = version + 1,
        updated_at = now(), updated_by = ${user.accountId}
        WHERE id = ${row.nominationId as number} AND state = 'publicised' RETURNING id`),
    );
    // Withdrawn already on an earlier objection: this answer adds to the record, it moves nothing.
    if (!withdrawn.length) return;
    await recordMove(db, user, {
      entity: 'commendationNomination',
      recordId: withdrawn[0].id,
      action: 'withdraw',
      fromState: 'publicised',
      toState: 'withdrawn',
      opinion: String(row.answer ?? ''),
    });
  },
};
