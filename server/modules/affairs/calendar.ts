import { and, gte, inArray, lte, ne } from 'drizzle-orm';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { groupClock } from '../../lib/group-zone';
import { workArrangementReceipts } from '../../db/schema/index';
import { myVotes } from './my-votes';

interface ReceiptDue {
  id: number;
  title: string | null;
  deadline: string;
  orgId: number;
}

/** Deadlines of the arrangements the caller's organisations received, and the windows of votes they may vote in. */
export function registerAffairsCalendar(): void {
  registerCalendarSource('workArrangement', async (db, user, range) => {
    const t = workArrangementReceipts as unknown as Record<string, never>;
    const rows = (await db
      .select()
      .from(workArrangementReceipts)
      .where(
        and(
          inArray(t.orgId, user.scopeOrgIds),
          gte(t.deadline, range.from),
          lte(t.deadline, range.to),
          ne(t.state, 'done'),
        ),
      )
      .limit(500)) as unknown as ReceiptDue[];
    return rows.map((r) => ({
      date: r.deadline,
      title: r.title ?? '',
      kind: 'workArrangement',
      link: `/partyAffairs/workargmt?tab=received&receipt=${r.id}`,
      orgId: r.orgId,
    }));
  });
  registerCalendarSource('vote', async (db, user, range) => {
    if (!user.memberId) return [];
    const list = await myVotes(db, user.memberId, range);
    // In the group's own time zone: a vote opening at 08:00 in Zhengzhou is on that day there.
    return list.map((v) => ({
      date: groupClock(v.opensAt).slice(0, 10),
      end: groupClock(v.closesAt).slice(0, 10),
      time: groupClock(v.opensAt).slice(11, 16),
      title: v.title,
      kind: 'vote',
      link: '/partyAffairs/onlineVoting',
    }));
  });
}
