/** Calendar arithmetic on 'YYYY-MM-DD' strings, in UTC so that no time zone shifts a day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

export const addYears = (date: string, years: number) => addMonths(date, years * 12);

export const todayIso = () => new Date().toISOString().slice(0, 10);
