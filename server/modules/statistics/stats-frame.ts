import { groupDay, groupYear } from '../../lib/group-zone';
import type { StatsSettings } from './stats-settings';

/** What one run of the statistics looks at: a subtree, a day, the year that ends then, and the bands. */
export interface StatsFrame {
  path: string;
  asOf: string;
  /** 1 January of the day's year, the day before it (the opening count), and 31 December. */
  yearStart: string;
  openingOn: string;
  yearEnd: string;
  settings: StatsSettings;
}

/** The day `years` years before a day (29 February falls back to the 28th). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  const dd = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) - years).padStart(4, '0')}-${m}-${dd}`;
}

/** 31 December of last year, in the group's time zone: the default of the annual statistics. */
export function lastYearEnd(now = new Date()): string {
  return `${groupYear(now) - 1}-12-31`;
}

/** Today in the group's time zone. */
export const groupToday = (now = new Date()): string => groupDay(now);

export function frameOf(path: string, asOf: string, settings: StatsSettings): StatsFrame {
  const year = asOf.slice(0, 4);
  const start = `${year}-01-01`;
  const opening = new Date(Date.parse(`${start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { path, asOf, yearStart: start, openingOn: opening, yearEnd: `${year}-12-31`, settings };
}
