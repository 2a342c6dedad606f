import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import { groupDay, groupYear, startOfDayText } from '../../lib/group-zone';
import { conflict, forbidden } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { members, recordCorrections } from '../../db/schema/index';
import * as calls from '../../../src/contract/calls/my';
import { say } from '../../../src/contract/messages/message';
import { registerCheckIn } from './check-in';
import { correctionsOf } from './corrections';
import { gatheringsOf } from './my-gatherings';
import { expectedAhead, profileOf } from './overview';
import { openCorrectionOf, ownRecord } from './record';
import { recordCorrectionEntity } from '../../../src/contract/resource/record-correction';
import { sealRow } from '../../lib/sensitive';

const DAY = 86_400_000;
/** The start of today in the group's zone, as the home counts "today". */
const startOfToday = (now: Date) => startOfDayText(groupDay(now));

/** A member's own screens: their home's overview, their meetings, their record and its corrections, check-in. */
export function registerMy(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.myOverview, {
    cached: true,
    handler: async ({ db, user }) => {
      const memberId = user!.memberId;
      if (!memberId) return { profile: null, expected: [], answered: [] };
      const today = startOfToday(new Date());
      const [profile, expected, corrections] = await Promise.all([
        profileOf(db, memberId),
        expectedAhead(db, memberId, today),
        correctionsOf(db, memberId, 10),
      ]);
      // Answered in the last 30 days counted in whole days: the answer is the same all day (kept answers are per day).
      const answered = corrections.filter(
        (c) => c.answeredAt && new Date(c.answeredAt).getTime() >= today.getTime() - 30 * DAY,
      );
      return { profile, expected, answered };
    },
  });

  // Not kept: the answer turns with the clock (a gathering not held turns from ahead to missed as its day
  // ends) as well as with the data, and a member reads it seldom.
  bindCall(app, services, calls.myGatherings, {
    handler: async ({ db, user, body }) => {
      const memberId = user!.memberId;
      if (!memberId) return { records: [] };
      const now = new Date();
      return { records: await gatheringsOf(db, memberId, body.year ?? groupYear(now), startOfToday(now)) };
    },
  });

  bindCall(app, services, calls.myRecord, {
    cached: true,
    handler: async ({ db, user }) => {
      const memberId = user!.memberId;
      if (!memberId) throw forbidden(say('my.noMember'));
      const [record, corrections] = await Promise.all([ownRecord(db, memberId), correctionsOf(db, memberId)]);
      if (!record) throw forbidden(say('my.noMember'));
      return { record, corrections };
    },
  });

  bindCall(app, services, calls.requestCorrection, {
    handler: async ({ db, user, body, audit }) => {
      const memberId = user!.memberId;
      if (!memberId) throw forbidden(say('my.noMember'));
      // The member's row is locked first: two requests about one field at once (a double tap) wait for each
      // other, and the second finds the first's request open instead of asking again beside it.
      const [member] = await db
        .select({ orgId: members.orgId })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      if (!member) throw forbidden(say('my.noMember'));
      if (await openCorrectionOf(db, memberId, body.field)) throw conflict(say('correction.stillOpen'));
      const [row] = (await db
        .insert(recordCorrections)
        .values(
          // The value asked for is often a phone or an ID number: sealed like the member's own.
          sealRow(recordCorrectionEntity, {
            orgId: member.orgId,
            memberId,
            field: body.field,
            proposed: body.proposed,
            reason: body.reason ?? null,
            state: 'open',
            createdBy: user!.accountId,
            updatedBy: user!.accountId,
          }) as never,
        )
        .returning()) as { id: number }[];
      audit({ recordId: row.id, after: row });
      return { id: row.id };
    },
  });

  registerCheckIn(app, services);
}
