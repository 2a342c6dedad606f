import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registerMeasure } from '../../lib/measures';
import { groupDay } from '../../lib/group-zone';

const resultRows = <T>(answer: unknown): T[] => (answer as { rows?: T[] }).rows ?? (answer as T[]);

const subtree = (orgId: number) =>
  sql`(SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${orgId}) || '%')`;

/**
 * 'tasks': the reviewed scores of the subtree's passed submissions with a deadline in the year, against
 * the most they could score. 'development': the applicants of the subtree whose next step is not overdue.
 */
export function registerTaskMeasures(): void {
  registerMeasure('tasks', async (db: Db, orgId: number, year: number) => {
    const [r] = resultRows<{ got: string | null; max: string | null }>(
      await db.execute(sql`
        SELECT sum(s.score) AS got,
               sum(coalesce((SELECT sum((i->>'points')::numeric) FROM jsonb_array_elements(t.indicators) i), 100)) AS max
        FROM task_submissions s JOIN tasks t ON t.id = s.task_id
        WHERE s.state = 'approved' AND s.org_id IN ${subtree(orgId)} AND extract(year FROM t.deadline) = ${year} AND s.score IS NOT NULL`),
    );
    return r?.max && Number(r.max) > 0 ? Number(r.got) / Number(r.max) : null;
  });
  registerMeasure('development', async (db: Db, orgId: number, year: number) => {
    const [r] = resultRows<{ total: number; on_time: number }>(
      await db.execute(sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE next_due_on IS NULL OR next_due_on >= ${groupDay()}::date)::int AS on_time
        FROM member_development WHERE org_id IN ${subtree(orgId)} AND applied_on <= make_date(${year}, 12, 31)`),
    );
    return r && Number(r.total) > 0 ? Number(r.on_time) / Number(r.total) : null;
  });
}
