import { and, count, eq, ne, sql } from 'drizzle-orm';
import { idBirthDate, idSex } from '../../../../src/contract/validators';
import { memberTransfers, members, membershipEvents, orgCommittee } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { recordCausedEvent } from '../../../lib/membership-history';
import { EVENT_KIND, EVENT_SOURCE } from '../../../../src/contract/resource/membership-event';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';
import { blindIndex } from '../../../lib/sensitive';
import { groupDay } from '../../../lib/group-zone';

export const memberBehaviour: Behaviour = {
  computed: () => ({
    age: sql<number>`date_part('year', age(${groupDay()}::date, ${members.birthDate}))::int`,
  }),

  async beforeSave({ db, before, errors }, v) {
    if (typeof v.idNumber === 'string' && !errors.idNumber) {
      v.birthDate = idBirthDate(v.idNumber) || null;
      v.sex = idSex(v.idNumber) || null;
      // Unique across the whole group, whoever may see the other record.
      const [dup] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.idNumberBidx, blindIndex(v.idNumber)), before ? ne(members.id, before.id) : undefined));
      if (dup) errors.idNumber = say('member.idNumberTaken');
    }
    if (typeof v.joinedOn === 'string' && v.joinedOn > groupDay()) errors.joinedOn = say('member.joinedInFuture');
    if (typeof v.fullOn === 'string' && typeof v.joinedOn === 'string' && v.fullOn < v.joinedOn)
      errors.fullOn = say('member.fullBeforeJoined');
    if (v.memberType === '2' && !v.fullOn && !errors.fullOn) errors.fullOn = say('member.fullOnRequired');
  },

  /** A member entered by hand (or imported) brings the history their dates imply, as the first build did. */
  async afterSave({ db, user, before }, row) {
    if (before || typeof row.joinedOn !== 'string') return;
    const base = { memberId: row.id, memberName: row.name as string, orgId: row.orgId as number };
    const built = { source: EVENT_SOURCE.built, sourceId: row.id };
    await recordCausedEvent(db, user.accountId, {
      ...base,
      ...built,
      kind: EVENT_KIND.admitted,
      effectiveOn: row.joinedOn,
    });
    if (typeof row.fullOn === 'string')
      await recordCausedEvent(db, user.accountId, {
        ...base,
        ...built,
        kind: EVENT_KIND.fullMember,
        effectiveOn: row.fullOn,
      });
  },

  async beforeDelete({ db }, row) {
    // One after the other: the transaction's connection runs one statement at a time.
    const [seats] = await db.select({ n: count() }).from(orgCommittee).where(eq(orgCommittee.memberId, row.id));
    const [moves] = await db.select({ n: count() }).from(memberTransfers).where(eq(memberTransfers.memberId, row.id));
    if (Number(seats.n) > 0) throw conflict(say('member.holdsSeat'));
    if (Number(moves.n) > 0) throw conflict(say('member.hasTransfers'));
    // A record entered by mistake takes the history its entry made with it.
    await db.delete(membershipEvents).where(eq(membershipEvents.memberId, row.id));
  },
};
