import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { examEntity } from '../../../src/contract/resource/exam';
import type { Db } from '../../db/client';
import { examAttempts, exams } from '../../db/schema/index';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { groupClock, instantsOfDays, startOfGroupYear } from '../../lib/group-zone';
import { registerMeasure } from '../../lib/measures';
import { withOutcome } from './attempt-outcome';
import { reachesMember } from '../resources/audience';
import { takerOf } from './taker';

/** The pass rate of a subtree's takers in a year (attempts started that year, run out ones counted by their saved answers). */
async function examPassRate(db: Db, orgId: number, year: number): Promise<number | null> {
  const rows = (await db
    .select()
    .from(examAttempts)
    .where(
      and(
        gte(examAttempts.startedAt, startOfGroupYear(year).toISOString()),
        lt(examAttempts.startedAt, startOfGroupYear(year + 1).toISOString()),
        sql`${examAttempts.orgId} IN (SELECT id FROM orgs WHERE path LIKE (SELECT path FROM orgs WHERE id = ${orgId}) || '%')`,
      ),
    )) as never[];
  const finished = ((await withOutcome(db, rows)) as { status: string; passed: boolean | null }[]).filter(
    (a) => a.status !== 'inProgress',
  );
  return finished.length ? finished.filter((a) => a.passed).length / finished.length : null;
}

/** The exams' figures for the star rating and analysis, and their windows for the calendars of those who take them. */
export function registerEducationFigures(): void {
  registerMeasure('exams', examPassRate);
  registerCalendarSource('exam', async (db, user, range) => {
    if (!user.memberId) return [];
    const taker = await takerOf(db, user);
    const days = instantsOfDays(range);
    const rows = (await db
      .select({ id: exams.id, title: exams.title, opensAt: exams.opensAt, closesAt: exams.closesAt })
      .from(exams)
      .where(
        and(
          eq(exams.state, 'published'),
          lt(exams.opensAt, days.until),
          gte(exams.closesAt, days.from),
          reachesMember(examEntity, exams, taker.memberId),
        ),
      )) as { id: number; title: string; opensAt: string; closesAt: string }[];
    return rows.map((e) => {
      const opens = groupClock(e.opensAt);
      return {
        date: opens.slice(0, 10),
        end: groupClock(e.closesAt).slice(0, 10),
        time: opens.slice(11, 16),
        title: e.title,
        kind: 'exam',
        link: '/dashboard',
      };
    });
  });
}
