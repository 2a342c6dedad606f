import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { groupZone } from './group-zone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every time a person reads or picks is in the group's zone (APP_TIME_ZONE, Asia/Shanghai by default),
 * whatever the browser's: a meeting planned for 09:00 reads 09:00 in a browser set to UTC.
 */
export { groupZone };

const WALL = 'YYYY-MM-DDTHH:mm:ss';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** An instant (ISO text, Date or epoch) in the group's zone; invalid when it is not a time. */
export const inGroupZone = (value: string | number | Date | Dayjs | null | undefined): Dayjs =>
  value === null || value === undefined || value === '' ? dayjs('') : dayjs(value).tz(groupZone());

/** Now, in the group's zone. */
export const nowInGroupZone = (): Dayjs => dayjs().tz(groupZone());

/** Today in the group's zone, as the wire carries a date ('YYYY-MM-DD'). */
export const todayInGroupZone = (): string => nowInGroupZone().format('YYYY-MM-DD');

/** The current year in the group's zone. */
export const yearInGroupZone = (): number => nowInGroupZone().year();

/** An instant as the group's wall clock reads it ('YYYY-MM-DD HH:mm' unless told); the input as given when it is not a time. */
export function formatInstant(value: string | number | Date | null | undefined, format = 'YYYY-MM-DD HH:mm'): string {
  if (value === null || value === undefined || value === '') return '';
  // A date alone belongs to no zone: it reads the same everywhere.
  if (typeof value === 'string' && DATE_ONLY.test(value)) return dayjs(value).format(format);
  const d = inGroupZone(value);
  return d.isValid() ? d.format(format) : String(value);
}

/**
 * The value of a picker for an instant: the group's wall clock as a plain local time, so that the picker
 * (which works in the browser's zone) shows and changes the hours the group reads.
 */
export const pickerValueOf = (value: string | null | undefined): Dayjs | null => {
  const d = value ? inGroupZone(value) : null;
  return d && d.isValid() ? dayjs(d.format(WALL)) : null;
};

/** What a picker answered, read as the group's wall clock, as an ISO instant. */
export const instantOfPicked = (picked: Dayjs): string => dayjs.tz(picked.format(WALL), groupZone()).toISOString();
