import { sql } from 'drizzle-orm';
import { Lunar } from 'lunar-javascript';
import { ROLE_VALUES } from '../../../src/contract/privileges';
import type { Db } from '../../db/client';
import { registerCalendarSource, type CalendarItem, type DateRange } from '../../lib/calendar-feed';
import type { SessionUser } from '../../lib/session-user';
import { resultRows } from '../../lib/sql-rows';

/** How long before the Spring Festival and 1 July the visits to members in hardship are put in the calendar. */
export const VISIT_REMINDER_DAYS = 14;
const LIST = '/memberManagement/memberHardship';

const ymd = (d: Date) => d.toISOString().slice(0, 10);
const minusDays = (day: string, n: number) => ymd(new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000));

/** The Spring Festival (the first day of the first lunar month) of a lunar year, as 'YYYY-MM-DD'. */
export const springFestival = (year: number): string => Lunar.fromYmd(year, 1, 1).getSolar().toYmd();

/** The reminder windows that meet the range: the fortnight before each Spring Festival and before 1 July. */
export function visitWindows(range: DateRange): { kind: string; date: string; end: string }[] {
  const out: { kind: string; date: string; end: string }[] = [];
  const first = Number(range.from.slice(0, 4));
  const last = Number(range.to.slice(0, 4));
  for (let y = first; y <= last + 1; y++) {
    for (const [kind, day] of [
      ['hardshipSpringFestival', springFestival(y)],
      ['hardshipJulyFirst', `${y}-07-01`],
    ] as const) {
      const date = minusDays(day, VISIT_REMINDER_DAYS);
      const end = minusDays(day, 1);
      if (end >= range.from && date <= range.to) out.push({ kind, date, end });
    }
  }
  return out;
}

/** For staff: one item per organisation in scope with members in hardship, in each window; members get none. */
async function hardshipVisits(kind: string, db: Db, user: SessionUser, range: DateRange): Promise<CalendarItem[]> {
  if (user.roleValue === ROLE_VALUES.member || !user.scopeOrgIds.length) return [];
  const windows = visitWindows(range).filter((w) => w.kind === kind);
  if (!windows.length) return [];
  const rows = resultRows<{ org_id: number; name: string; n: number }>(
    await db.execute(sql`
      SELECT h.org_id, o.name, count(*)::int AS n FROM member_hardships h JOIN orgs o ON o.id = h.org_id
      WHERE h.state <> 'closed' AND h.org_id IN (${sql.join(
        user.scopeOrgIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      GROUP BY h.org_id, o.name ORDER BY h.org_id LIMIT 500`),
  );
  return windows.flatMap((w) =>
    rows.map((r) => ({
      date: w.date,
      end: w.end,
      title: r.name,
      figure: Number(r.n),
      kind: w.kind,
      link: `${LIST}?orgId=${r.org_id}`,
      orgId: Number(r.org_id),
    })),
  );
}

export function registerHardshipCalendar(): void {
  for (const kind of ['hardshipSpringFestival', 'hardshipJulyFirst'])
    registerCalendarSource(kind, (db, user, range) => hardshipVisits(kind, db, user, range));
}
