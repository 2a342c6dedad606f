/** Days as 'YYYY-MM-DD' text, reckoned on the calendar alone (no zone: the day is already the group's). */
const dayOf = (text: string) => new Date(`${text}T00:00:00Z`);
const textOf = (d: Date) => d.toISOString().slice(0, 10);
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/**
 * The span of a public notice of `days` working days published on `published`: it starts that day, or on
 * the next working day when published at a weekend, and ends on its last working day. Working days are
 * Monday to Friday; the group has no calendar of public holidays to consult.
 */
export function noticeSpan(published: string, days: number): { from: string; until: string } {
  const d = dayOf(published);
  while (isWeekend(d)) d.setUTCDate(d.getUTCDate() + 1);
  const from = textOf(d);
  for (let left = Math.max(1, Math.floor(days)) - 1; left > 0;) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (!isWeekend(d)) left--;
  }
  return { from, until: textOf(d) };
}
