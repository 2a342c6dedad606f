const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in the browser's time zone; the input as given when it is not a date. */
export function formatDateTime(value: string | undefined | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** 'YYYY-MM-DD' in the browser's time zone. */
export function formatDate(value: string | undefined | null): string {
  return formatDateTime(value).slice(0, 10);
}
