import { sql } from 'drizzle-orm';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { resultRows } from '../../lib/sql-rows';

const LIST = '/Partydevelopment/appraisal_info';

/**
 * The follow-ups of 不合格 not yet done, on the day each falls due: to-dos of the branches in the caller's
 * scope, on the dashboard and in the schedules. An overdue one stays on the first day of the range.
 */
export function registerAppraisalCalendar(): void {
  registerCalendarSource('appraisalFollowUp', async (db, user, range) => {
    if (!user.scopeOrgIds.length) return [];
    const rows = resultRows<{ appraisal_id: number; member_name: string; org_id: number; due: string | Date }>(
      await db.execute(sql`SELECT l.appraisal_id, l.member_name, l.org_id, l.follow_up_due AS due
        FROM appraisal_members l
        WHERE l.follow_up_due IS NOT NULL AND l.follow_up_done_on IS NULL
          AND l.org_id = ANY(${`{${user.scopeOrgIds.join(',')}}`}::int[]) AND l.follow_up_due <= ${range.to}::date
        ORDER BY l.follow_up_due LIMIT 500`),
    );
    const day = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);
    return rows.map((r) => ({
      date: day(r.due) < range.from ? range.from : day(r.due),
      title: r.member_name,
      kind: 'appraisalFollowUp',
      link: `${LIST}?id=${r.appraisal_id}`,
      orgId: Number(r.org_id),
    }));
  });
}
