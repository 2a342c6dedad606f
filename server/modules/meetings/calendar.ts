import { sql } from 'drizzle-orm';
import { PRIVILEGES } from '../../../src/contract/privileges';
import type { Db } from '../../db/client';
import type { CalendarItem, DateRange } from '../../lib/calendar-feed';
import type { SessionUser } from '../../lib/session-user';
import { groupZone, instantsOfDays } from '../../lib/group-zone';
import { anyOf, resultRows } from '../../lib/sql-rows';

/**
 * Planned meetings and activities not yet held: those of the caller's organisations for staff who
 * keep them, and for everyone those they are expected at as a member. Their days are the group's.
 */
export async function plannedGatherings(db: Db, user: SessionUser, range: DateRange): Promise<CalendarItem[]> {
  const staff = user.privileges.has(PRIVILEGES.meetingWrite);
  const who = [
    staff ? anyOf(sql`org_id`, user.scopeOrgIds) : null,
    user.memberId ? sql`expected @> ARRAY[${user.memberId}::int]` : null,
  ].filter(Boolean);
  if (!who.length) return [];
  const zone = groupZone();
  const days = instantsOfDays(range);
  const within = sql`planned_at >= ${days.from}::timestamptz AND planned_at < ${days.until}::timestamptz AND held_at IS NULL AND (${sql.join(who as never[], sql` OR `)})`;
  const rows = resultRows<{ kind: string; id: number; org_id: number; topic: string; day: string; at: string }>(
    await db.execute(sql`
      SELECT 'meeting' AS kind, id, org_id, topic, to_char(planned_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD') AS day, to_char(planned_at AT TIME ZONE ${zone}::text, 'HH24:MI') AS at FROM meetings WHERE ${within}
      UNION ALL
      SELECT 'activity', id, org_id, topic, to_char(planned_at AT TIME ZONE ${zone}::text, 'YYYY-MM-DD'), to_char(planned_at AT TIME ZONE ${zone}::text, 'HH24:MI') FROM activities WHERE ${within}
      ORDER BY day, at LIMIT 500`),
  );
  return rows.map((r) => ({
    date: r.day,
    time: r.at,
    title: r.topic,
    kind: 'meeting',
    link:
      r.kind === 'meeting' ? `/Partydevelopment/toclassInfo?id=${r.id}` : `/Partydevelopment/PdactivInfo?id=${r.id}`,
    orgId: Number(r.org_id),
  }));
}
