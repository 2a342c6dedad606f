import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { supervisions } from '../../db/schema/index';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { columnsOf } from '../resources/scope-joins';
import { OPEN_STATES } from '../resources/behaviours/supervision';

interface OpenRectification {
  id: number;
  subject: string;
  orgId: number;
  deadline: string;
}

/** 'rectification': the deadlines of rectifications still owed by the caller's organisations. */
export function registerRectificationCalendar(): void {
  const c = columnsOf(supervisions) as Record<keyof OpenRectification | 'state' | 'rectifyRequired', PgColumn>;
  registerCalendarSource('rectification', async (db, user, range) => {
    const rows = (await db
      .select({ id: c.id, subject: c.subject, orgId: c.orgId, deadline: c.deadline })
      .from(supervisions)
      .where(
        and(
          inArray(c.orgId, user.scopeOrgIds),
          eq(c.rectifyRequired, true),
          inArray(c.state, OPEN_STATES),
          gte(c.deadline, range.from),
          lte(c.deadline, range.to),
        ),
      )) as OpenRectification[];
    return rows.map((r) => ({
      date: r.deadline,
      title: r.subject,
      kind: 'rectification',
      link: `/Qualityefficiency/supvinactivity_info?id=${r.id}`,
      orgId: r.orgId,
    }));
  });
}
