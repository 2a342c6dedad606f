import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import * as calls from '../../../src/contract/calls/meetings';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { meetingMakeUps, meetings, orgs } from '../../db/schema/index';

/**
 * A member's own make-up studies (their home panel): the content of each approved meeting they missed,
 * and the confirmation that they studied it. Both calls stand on the caller's own member record.
 */
export function registerMakeUp(app: FastifyInstance, services: Services): void {
  bindCall(app, services, calls.myMakeUps, {
    cached: true,
    handler: async ({ db, user }) => {
      const memberId = user!.memberId;
      if (!memberId) return { records: [], pending: 0 };
      // A derived table's columns are unknown to the compiler: name the ones read.
      const m = meetings as unknown as Record<string, never>;
      const rows = await db
        .select({
          id: meetingMakeUps.id,
          meetingId: meetingMakeUps.meetingId,
          reason: meetingMakeUps.reason,
          studiedAt: meetingMakeUps.studiedAt,
          topic: m.topic,
          type: m.type,
          heldAt: m.heldAt,
          content: m.content,
          decisions: m.decisions,
          orgName: orgs.name,
        })
        .from(meetingMakeUps)
        .innerJoin(meetings, eq(m.id, meetingMakeUps.meetingId))
        .innerJoin(orgs, eq(orgs.id, meetingMakeUps.orgId))
        .where(eq(meetingMakeUps.memberId, memberId))
        .orderBy(desc(meetingMakeUps.id))
        .limit(100);
      const records = rows.map((r) => ({
        ...r,
        studiedAt: r.studiedAt?.toISOString() ?? null,
        heldAt: r.heldAt ? new Date(r.heldAt as string).toISOString() : null,
      }));
      return { records, pending: records.filter((r) => !r.studiedAt).length };
    },
  });

  bindCall(app, services, calls.confirmMakeUp, {
    handler: async ({ db, user, body, audit }) => {
      const memberId = user!.memberId;
      if (!memberId) throw notFound();
      const [own] = await db
        .select()
        .from(meetingMakeUps)
        .where(and(eq(meetingMakeUps.id, body.id), eq(meetingMakeUps.memberId, memberId)))
        .for('update');
      if (!own) throw notFound();
      if (own.studiedAt) return { id: own.id, studiedAt: own.studiedAt.toISOString() };
      const [done] = await db
        .update(meetingMakeUps)
        .set({ studiedAt: new Date(), note: body.note ?? null })
        .where(and(eq(meetingMakeUps.id, own.id), isNull(meetingMakeUps.studiedAt)))
        .returning();
      audit({ recordId: own.meetingId, before: own, after: done });
      return { id: done.id, studiedAt: done.studiedAt!.toISOString() };
    },
  });
}
