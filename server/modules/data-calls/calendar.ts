import { and, gte, inArray, lte } from 'drizzle-orm';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { dataCallReplies } from '../../db/schema/index';

/** States of a reply that still wait for its organisation. */
const TO_FILL = ['pending', 'returned'];

/** The deadlines of the data calls the caller's organisations still have to fill in or fix. */
export function registerDataCallCalendar(): void {
  registerCalendarSource('dataCall', async (db, user, range) => {
    const rows = await db
      .select({
        id: dataCallReplies.id,
        title: dataCallReplies.title,
        deadline: dataCallReplies.deadline,
        orgId: dataCallReplies.orgId,
      })
      .from(dataCallReplies)
      .where(
        and(
          inArray(dataCallReplies.orgId, user.scopeOrgIds),
          gte(dataCallReplies.deadline, range.from),
          lte(dataCallReplies.deadline, range.to),
          inArray(dataCallReplies.state, TO_FILL),
        ),
      )
      .limit(500);
    return rows.map((r) => ({
      date: String(r.deadline),
      title: String(r.title ?? ''),
      kind: 'dataCall',
      link: `/Intelligentanalysis/datacall_fill?id=${r.id}`,
      orgId: Number(r.orgId),
    }));
  });
}
