import type { Db } from '../db/client';
import type { SessionUser } from './session-user';
import type { CalendarItem } from '../../src/contract/calls/schedule';

/** One dated obligation the system knows (DESIGN section 6: calendar feed), declared with its calls. */
export type { CalendarItem } from '../../src/contract/calls/schedule';

export interface DateRange {
  from: string;
  to: string;
}

/** Answers the items of one kind that concern the caller (their organisations' scope, their own member record) in a range. */
export type CalendarSource = (db: Db, user: SessionUser, range: DateRange) => Promise<CalendarItem[]>;

const sources = new Map<string, CalendarSource>();

/** Each area registers what it knows once, when its calls are registered. */
export function registerCalendarSource(kind: string, source: CalendarSource): void {
  sources.set(kind, source);
}

export const calendarKinds = (): string[] => [...sources.keys()];

/** Every source's items in the range, by date; one failing source does not hide the others' items. */
export async function calendarItems(
  db: Db,
  user: SessionUser,
  range: DateRange,
  kinds?: string[],
): Promise<CalendarItem[]> {
  const chosen = [...sources.entries()].filter(([k]) => !kinds || kinds.includes(k));
  const answers = await Promise.all(
    chosen.map(([, source]) => source(db, user, range).catch(() => [] as CalendarItem[])),
  );
  return answers.flat().sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
}
