import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { examEntity } from '../../../src/contract/resource/exam';
import type { Db } from '../../db/client';
import { examAttempts, exams } from '../../db/schema/index';
import { registerCalendarSource } from '../../lib/calendar-feed';
import { registerMeasure } from '../../lib/measures';
import { withOutcome } from './attempt-outcome';
import { reachesMember } from '../resources/audience';
import { takerOf } from './taker';

/** A moment as the group's clock (China Standard Time, no daylight saving) reads it: 'YYYY-MM-DDTHH:mm'. */
const groupTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16);

/** The pass rate of a subtree's takers in a year (attempts started that year, run out ones counted by their saved answers). */
async function examPassRate(db: Db, orgId: number, year: number): Promise<number | null> {
  const rows = (await db
    .select()
    .from(examAttempts)
    .where(
      and(
        gte(examAttempts.startedAt, `${year}-01-01T00:00:00Z`),
        lt(examAttempts.startedAt, `${year + 1}-01-01T00:00:00Z`),
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
    const rows = (await db
      .select({ id: exams.id, title: exams.title, opensAt: exams.opensAt, closesAt: exams.closesAt })
      .from(exams)
      .where(
        and(
          eq(exams.state, 'published'),
          lt(exams.opensAt, `${range.to}T23:59:59.999Z`),
          gte(exams.closesAt, `${range.from}T00:00:00Z`),
          reachesMember(examEntity, exams, taker.memberId),
        ),
      )) as { id: number; title: string; opensAt: string; closesAt: string }[];
    return rows.map((e) => {
      const opens = groupTime(e.opensAt);
      return {
        date: opens.slice(0, 10),
        end: groupTime(e.closesAt).slice(0, 10),
        time: opens.slice(11, 16),
        title: e.title,
        kind: 'exam',
        link: '/dashboard',
      };
    });
  });
}
