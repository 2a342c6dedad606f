import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bindCall } from '../../lib/call';
import { groupTimeOfDay } from '../../lib/group-zone';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { inScope } from '../../lib/session-user';
import type { Services } from '../../lib/services';
import { checkIns } from '../../db/schema/index';
import * as calls from '../../../src/contract/calls/my';
import { checkInLink } from '../../../src/contract/check-in';
import { say } from '../../../src/contract/messages/message';
import { signCheckIn, verifyCheckIn } from './check-in-token';
import { checkInWindow, loadGathering, tableOf } from './gatherings';

const MINUTE = 60_000;

/**
 * Check-in by QR code: the staff of a gathering's organisation show a code the server signed (HMAC under a
 * key derived from the server's private key), good until the window closes; a member who opens its link is
 * marked present once, and the attendance editor learns who came by themselves.
 */
export function registerCheckIn(app: FastifyInstance, services: Services): void {
  const secret = services.rsa.secretFor('check-in codes');

  bindCall(app, services, calls.checkInCode, {
    handler: async ({ db, user, body }) => {
      const g = await loadGathering(db, body.kind, body.id);
      if (!g || !inScope(user!, g.orgPath)) throw notFound();
      if (!g.at) throw badRequest(say('checkIn.noTime'));
      const window = await checkInWindow(db);
      const opensAt = new Date(g.at.getTime() - window.before * MINUTE);
      const closesAt = new Date(g.at.getTime() + window.after * MINUTE);
      const code = signCheckIn({ kind: body.kind, id: g.id, expires: Math.floor(closesAt.getTime() / 1000) }, secret);
      return { code, link: checkInLink(code), opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() };
    },
  });

  bindCall(app, services, calls.checkIn, {
    handler: async ({ db, user, body, audit }) => {
      const memberId = user!.memberId;
      if (!memberId) throw forbidden(say('my.noMember'));
      const claim = verifyCheckIn(body.code, secret);
      if (!claim) throw badRequest(say('checkIn.forged'));
      const now = new Date();
      if (claim.expires * 1000 < now.getTime()) throw badRequest(say('checkIn.expired'));
      const g = await loadGathering(db, claim.kind, claim.id, true);
      if (!g) throw badRequest(say('checkIn.forged'));
      if (!g.at) throw badRequest(say('checkIn.noTime'));
      const window = await checkInWindow(db);
      const opens = g.at.getTime() - window.before * MINUTE;
      const closes = g.at.getTime() + window.after * MINUTE;
      if (now.getTime() < opens || now.getTime() > closes)
        throw badRequest(say('checkIn.outsideWindow', { before: window.before, after: window.after }));
      if (!g.expected.includes(memberId)) throw forbidden(say('checkIn.notExpected'));
      const [earlier] = await db
        .select({ at: checkIns.at })
        .from(checkIns)
        .where(and(eq(checkIns.kind, claim.kind), eq(checkIns.gatheringId, g.id), eq(checkIns.memberId, memberId)));
      if (earlier) throw conflict(say('checkIn.already', { time: groupTimeOfDay(earlier.at) }));
      const [row] = await db
        .insert(checkIns)
        .values({ kind: claim.kind, gatheringId: g.id, memberId, orgId: g.orgId, at: now })
        .onConflictDoNothing()
        .returning();
      // Two scans at once: the unique key lets one through, the other is told as a second check-in.
      if (!row) throw conflict(say('checkIn.already', { time: groupTimeOfDay(now) }));
      const present = g.present.includes(memberId) ? g.present : [...g.present, memberId];
      const absent = (g.absent ?? []).filter((a) => a.memberId !== memberId);
      const t = tableOf(claim.kind);
      await db
        .update(t)
        .set({
          present,
          absent,
          version: sql`${t.version} + 1`,
          updatedAt: now,
          updatedBy: user!.accountId,
        } as never)
        .where(eq(t.id, g.id));
      audit({
        resource: claim.kind,
        recordId: g.id,
        before: { present: g.present, absent: g.absent },
        after: { present, absent, checkedIn: memberId },
      });
      return { kind: claim.kind, id: g.id, topic: g.topic, at: now.toISOString() };
    },
  });

  bindCall(app, services, calls.selfCheckIns, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const g = await loadGathering(db, body.kind, body.id);
      if (!g || !inScope(user!, g.orgPath)) throw notFound();
      const rows = await db
        .select({ memberId: checkIns.memberId, at: checkIns.at })
        .from(checkIns)
        .where(and(eq(checkIns.kind, body.kind), eq(checkIns.gatheringId, g.id)))
        .orderBy(checkIns.at, checkIns.memberId);
      return { records: rows.map((r) => ({ memberId: r.memberId, at: r.at.toISOString() })) };
    },
  });
}
