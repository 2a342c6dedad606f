import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkIns, meetingMakeUps, orgs } from '../../db/schema/index';
import type { MyGathering } from '../../../src/contract/calls/my';
import type { GatheringKind } from '../../../src/contract/check-in';
import { startOfGroupYear } from '../../lib/group-zone';
import { tableOf } from './gatherings';

/**
 * The year's meetings and activities the member was expected at: attended, missed with its make-up, or ahead.
 * The year is the group's: from its first midnight in the group's zone to the next year's. One not held yet
 * is ahead until the end of its day, as the home's to-dos count it (and the answer, kept for the day, does
 * not turn at the hour it was planned for).
 */
export async function gatheringsOf(db: Db, memberId: number, year: number, today: Date): Promise<MyGathering[]> {
  const out: MyGathering[] = [];
  const from = startOfGroupYear(year).toISOString();
  const to = startOfGroupYear(year + 1).toISOString();
  for (const kind of ['meeting', 'activity'] as GatheringKind[]) {
    const t = tableOf(kind);
    const at = sql<string | null>`coalesce(${t.heldAt}, ${t.plannedAt})`;
    const rows = await db
      .select({
        id: t.id,
        topic: t.topic,
        type: t.type,
        at,
        held: t.heldAt,
        place: t.place,
        present: t.present,
        absent: t.absent,
        orgName: orgs.name,
      })
      .from(t)
      .innerJoin(orgs, eq(orgs.id, t.orgId))
      .where(and(sql`${memberId} = ANY(${t.expected})`, sql`${at} >= ${from}`, sql`${at} < ${to}`))
      // Gatherings at the same time by id: the same 200 in the same order every time.
      .orderBy(sql`${at} desc`, desc(t.id))
      .limit(200);
    if (!rows.length) continue;
    const ids = rows.map((r) => r.id);
    const selves = await db
      .select({ id: checkIns.gatheringId })
      .from(checkIns)
      .where(and(eq(checkIns.kind, kind), eq(checkIns.memberId, memberId), inArray(checkIns.gatheringId, ids)));
    const self = new Set(selves.map((s) => s.id));
    const makeUps =
      kind === 'meeting'
        ? await db
            .select({ id: meetingMakeUps.id, meetingId: meetingMakeUps.meetingId, studiedAt: meetingMakeUps.studiedAt })
            .from(meetingMakeUps)
            .where(and(eq(meetingMakeUps.memberId, memberId), inArray(meetingMakeUps.meetingId, ids)))
        : [];
    const makeUpOf = new Map(makeUps.map((m) => [m.meetingId, m]));
    for (const r of rows) {
      const when = r.at ? new Date(r.at) : null;
      const present = ((r.present as number[]) ?? []).includes(memberId);
      const absence = ((r.absent as { memberId: number; reason: string }[] | null) ?? []).find(
        (a) => a.memberId === memberId,
      );
      const ahead = !r.held && (!when || when >= today);
      const makeUp = makeUpOf.get(r.id);
      out.push({
        kind,
        id: r.id,
        topic: r.topic as string,
        type: r.type as string,
        at: when?.toISOString() ?? null,
        place: (r.place as string | null) ?? null,
        orgName: r.orgName,
        status: present ? 'attended' : ahead ? 'upcoming' : 'missed',
        selfCheckIn: self.has(r.id),
        absenceReason: absence?.reason || null,
        makeUp: makeUp ? { id: makeUp.id, studiedAt: makeUp.studiedAt?.toISOString() ?? null } : null,
      });
    }
  }
  return out.sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
}
