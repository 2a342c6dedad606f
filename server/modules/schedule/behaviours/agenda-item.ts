import { sql } from 'drizzle-orm';
import { agendaItems } from '../../../db/schema/index';
import type { Behaviour } from '../../resources/binding';
import { resultRows } from '../../../lib/sql-rows';
import { leaderAgendaScope } from '../leader-access';
import { say } from '../../../../src/contract/messages/message';

/** A personal entry belongs to its account; a leader's entry to those who keep or may see that leader's agenda. */
export const agendaItemBehaviour: Behaviour = {
  scope(user, mode, slots) {
    const account = slots.put(user.accountId);
    return sql`(${agendaItems.accountId} = ${account} AND ${agendaItems.leaderId} IS NULL OR ${agendaItems.leaderId} IN (${leaderAgendaScope(user, mode, account)}))`;
  },
  async beforeSave({ db, user, before, errors }, v) {
    if (!before) {
      v.accountId = user.accountId;
      v.orgId = user.orgId;
    }
    // A leader's entry only from those who keep that leader's agenda.
    if (typeof v.leaderId === 'number' && v.leaderId !== before?.leaderId) {
      const kept = await db.execute(
        sql`SELECT 1 FROM (${leaderAgendaScope(user, 'write')}) s(id) WHERE s.id = ${v.leaderId}`,
      );
      if (!resultRows(kept).length) errors.leaderId = say('agenda.notYours');
    }
    if (typeof v.startAt === 'string' && typeof v.endAt === 'string' && v.endAt < v.startAt)
      errors.endAt = say('time.endBeforeStart');
  },
};
