import { and, gte, inArray, lte, sql } from 'drizzle-orm';
import { entityRoutes } from '../../../src/contract/entity-routes';
import { taskSubmissions, tasks } from '../../db/schema/index';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { columnsOf } from '../resources/scope-joins';

/** 'taskDeadline': the deadlines of the tasks the caller's organisations received and have not yet handed in. */
export function registerTaskDeadlines(): void {
  // The handling side's own screens: the to-do list's detail, where the organisation answers.
  const detail = entityRoutes('taskSubmission', 'Partysearch').detail;
  registerCalendarSource('taskDeadline', async (db, user, range) => {
    const s = columnsOf(taskSubmissions);
    const t = columnsOf(tasks);
    const rows = (await db
      .select({ id: s.id, orgId: s.orgId, title: t.title, deadline: t.deadline })
      .from(taskSubmissions)
      .innerJoin(tasks, sql`${t.id} = ${s.taskId}`)
      .where(
        and(
          inArray(s.orgId, user.scopeOrgIds),
          inArray(s.state, ['todo', 'returned']),
          gte(t.deadline, range.from),
          lte(t.deadline, range.to),
        ),
      )) as {
      id: number;
      orgId: number;
      title: string;
      deadline: string;
    }[];
    return rows.map((r) => ({
      date: String(r.deadline),
      title: r.title,
      kind: 'taskDeadline',
      link: `${detail}?id=${r.id}`,
      orgId: r.orgId,
    }));
  });
}
