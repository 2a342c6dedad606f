import { and, gte, inArray, lte, ne } from 'drizzle-orm';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { workArrangementReceipts } from '../../db/schema/index';
import { myVotes } from './my-votes';

/** 'YYYY-MM-DD HH:mm' in the group's own time zone: a vote opening at 08:00 in Zhengzhou is on that day there. */
const local = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const localOf = (iso: string) => local.format(new Date(iso));

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
    return list.map((v) => ({
      date: localOf(v.opensAt).slice(0, 10),
      end: localOf(v.closesAt).slice(0, 10),
      time: localOf(v.opensAt).slice(11, 16),
      title: v.title,
      kind: 'vote',
      link: '/partyAffairs/onlineVoting',
    }));
  });
}
