import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/index';

/**
 * Writes onto each member's record the grade and year of their latest approved democratic appraisal
 * (民主评议), as the record shows and filters them; a record read then costs no look-up of its own.
 * Called by each approval and by the seed; the latest is by year, so approving an older round late
 * leaves a newer grade standing.
 */
export async function keepLatestAppraisal(db: Db, memberIds: readonly number[]): Promise<void> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return;
  const latest = (column: 'l.final_grade' | 'a.year') =>
    sql.raw(`(SELECT ${column} FROM appraisal_members l JOIN appraisals a ON a.id = l.appraisal_id
      WHERE l.member_id = "members"."id" AND a.state = 'approved' AND l.final_grade IS NOT NULL
      ORDER BY a.year DESC, a.id DESC LIMIT 1)`);
  await db
    .update(members)
    .set({ appraisalGrade: sql`${latest('l.final_grade')}`, appraisalYear: sql`${latest('a.year')}` } as never)
    .where(inArray(members.id, ids));
}
