import { sql } from 'drizzle-orm';
import { fenOf } from '../../../src/contract/resource/check';
import { ROLE_VALUES } from '../../../src/contract/privileges';
import type { Db } from '../../db/client';
import { registerCalendarSource, type CalendarItem, type DateRange } from '../../lib/calendar-feed';
import { registerMeasure } from '../../lib/measures';
import { resultRows } from '../../lib/sql-rows';
import type { SessionUser } from '../../lib/session-user';
import { rateOf } from './summary-query';
import { monthEnd } from './settings';

/** The collection rate of an organisation's subtree in a year: dues paid over dues due, exactly. */
export async function feeCollectionRate(db: Db, orgId: number, year: number): Promise<number | null> {
  const [row] = resultRows<{ due: string; paid: string }>(
    await db.execute(sql`
      SELECT coalesce(sum(f.due), 0)::text AS due, coalesce(sum(f.paid), 0)::text AS paid
      FROM fee_income f JOIN orgs o ON o.id = f.org_id
      WHERE f.month LIKE ${`${year}-%`} AND o.path LIKE (SELECT path FROM orgs WHERE id = ${orgId}) || '%'`),
  );
  return row ? rateOf(fenOf(row.paid), fenOf(row.due)) : null;
}

/** The months whose last day falls in the range. */
function monthsEndingIn(range: DateRange): string[] {
  const out: string[] = [];
  let [y, m] = range.from.slice(0, 7).split('-').map(Number);
  for (let i = 0; i < 36; i++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    const end = monthEnd(month);
    if (end > range.to) break;
    if (end >= range.from) out.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/** A fee month's end for each organisation with unpaid rows that month; a member sees only their own. */
async function feeMonthEnds(db: Db, user: SessionUser, range: DateRange): Promise<CalendarItem[]> {
  const months = monthsEndingIn(range);
  if (!months.length) return [];
  const own = user.roleValue === ROLE_VALUES.member;
  if (own && !user.memberId) return [];
  const who = own
    ? sql`f.member_id = ${user.memberId}`
    : sql`f.org_id IN (${sql.join(
        user.scopeOrgIds.map((id) => sql`${id}`),
        sql`, `,
      )})`;
  const rows = resultRows<{ org_id: number; name: string; month: string; n: number }>(
    await db.execute(sql`
      SELECT f.org_id, o.name, f.month, count(*)::int AS n FROM fee_income f JOIN orgs o ON o.id = f.org_id
      WHERE f.status = '1' AND f.month IN (${sql.join(
        months.map((m) => sql`${m}`),
        sql`, `,
      )}) AND ${who}
      GROUP BY f.org_id, o.name, f.month ORDER BY f.month, f.org_id LIMIT 500`),
  );
  return rows.map((r) => ({
    date: monthEnd(r.month),
    title: own ? r.month : `${r.name} ${r.month}`,
    figure: own ? undefined : Number(r.n),
    kind: 'feeMonthEnd',
    link: own ? '/dashboard' : `/feeManagement/feeIncome?month=${r.month}&orgId=${r.org_id}`,
    orgId: Number(r.org_id),
  }));
}

export function registerFeeFeeds(): void {
  registerMeasure('fees', feeCollectionRate);
  registerCalendarSource('feeMonthEnd', feeMonthEnds);
}
