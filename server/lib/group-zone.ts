import { DEFAULT_TIME_ZONE } from '../../src/contract/constants';

/**
 * The group's time zone (APP_TIME_ZONE), in which the server reckons every day, month and year a person
 * reads: a meeting at 20:00 on 31 December in New York is on that day, and in that year, for a group there.
 * Set once from the configuration when the app is built; one process serves one group.
 */
let zone = DEFAULT_TIME_ZONE;
let wallClock = clockIn(zone);

function clockIn(name: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: name,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
}

/** Takes the zone of the configuration (validated there as an IANA name). */
export function setGroupZone(name: string): void {
  wallClock = clockIn(name);
  zone = name;
}

/** The zone's IANA name, for SQL (`AT TIME ZONE`, `make_timestamptz`). */
export const groupZone = (): string => zone;

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** An instant as the group's clock reads it. */
function wallOf(at: Date | number | string): Wall {
  const p = Object.fromEntries(wallClock.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}

/** The instant a wall-clock reading would be in UTC (any year, months and days past their end carried over). */
function utcOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayTextOf = (w: { year: number; month: number; day: number }) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** An instant's wall-clock text in the group's zone: 'YYYY-MM-DD HH:mm'. */
export function groupClock(at: Date | number | string): string {
  const w = wallOf(at);
  return `${dayTextOf(w)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** An instant's time of day in the group's zone: 'HH:mm'. */
export const groupTimeOfDay = (at: Date | number | string): string => groupClock(at).slice(-5);

/** The group's day of an instant (today by default): 'YYYY-MM-DD'. */
export const groupDay = (at: Date | number | string = new Date()): string => dayTextOf(wallOf(at));

/** The group's year of an instant (this year by default). */
export const groupYear = (at: Date | number | string = new Date()): number => wallOf(at).year;

/** How far the group's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number): number {
  const w = wallOf(ms);
  return utcOf(w.year, w.month, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The first instant of a day in the group's zone (months and days past their end carry over). Midnight is
 * read with the offsets in force a day before and a day after: where a clock change falls on midnight,
 * the earlier of the two readings that is on the day itself (a midnight skipped starts the day at the
 * hour after; a midnight repeated, at the first).
 */
export function startOfGroupDay(year: number, month = 1, day = 1): Date {
  const local = utcOf(year, month, day);
  const u = new Date(local);
  const wanted = dayTextOf({ year: u.getUTCFullYear(), month: u.getUTCMonth() + 1, day: u.getUTCDate() });
  const readings = [local - offsetAt(local - 86_400_000), local - offsetAt(local + 86_400_000)];
  const onTheDay = readings.filter((ms) => groupDay(ms) === wanted);
  return new Date(Math.min(...(onTheDay.length ? onTheDay : readings)));
}

/** The first instant of a year in the group's zone. */
export const startOfGroupYear = (year: number): Date => startOfGroupDay(year, 1, 1);

/** The first instant of a 'YYYY-MM-DD' day in the group's zone. */
export function startOfDayText(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return startOfGroupDay(y, m, d);
}

/**
 * The instants a range of the group's days ('YYYY-MM-DD'), as ISO text for queries: from the first moment
 * of its first day up to, not including, the first moment of the day after its last.
 */
export function instantsOfDays(range: { from: string; to: string }): { from: string; until: string } {
  const [y, m, d] = range.to.split('-').map(Number);
  return { from: startOfDayText(range.from).toISOString(), until: startOfGroupDay(y, m, d + 1).toISOString() };
}
