import { formatInstant } from './zoned-time';

/** 'YYYY-MM-DD HH:mm' in the group's time zone; the input as given when it is not a date. */
export function formatDateTime(value: string | undefined | null): string {
  return formatInstant(value);
}

/** 'YYYY-MM-DD' in the group's time zone. */
export function formatDate(value: string | undefined | null): string {
  return formatInstant(value, 'YYYY-MM-DD');
}
