import type { Db } from '../db/client';
import type { SessionUser } from './session-user';

/** One dated obligation the system knows (DESIGN section 6: calendar feed). */
export interface CalendarItem {
  /** 'YYYY-MM-DD'; `end` when it spans days (an exam window). */
  date: string;
  end?: string;
  /** 'HH:mm' when the obligation has a time of day. */
  time?: string;
  /** What it is; for a deadline, what falls due (the kind says the rest: see src/contract/calendar-kinds.ts). */
  title: string;
  /** The source: 'meeting', 'taskDeadline', 'exam', 'vote', 'termDue', 'feeMonthEnd', 'agenda', ... */
  kind: string;
  /** The screen that opens it, with its query ('/Partydevelopment/toclassInfo?id=12'). */
  link: string;
  orgId?: number;
  /** A number the kind's words carry (a fee month's unpaid rows). */
  figure?: number;
}

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
