/** Met, running and not yet met, ended unmet, or not started. */
export type ComplianceStatus = 'met' | 'due' | 'missed' | 'upcoming';

/** Months a period covers: period kind '1' month, '2' quarter, '3' half year, '4' year (dictionary matterPeriod). */
const MONTHS: Record<string, number> = { '1': 1, '2': 3, '3': 6, '4': 12 };

/** The numbers of a kind's periods in a year, or in one quarter of it. */
export function periodNumbers(kind: string, quarter?: number | null): number[] {
  const span = MONTHS[kind] ?? 12;
  const count = 12 / span;
  const all = Array.from({ length: count }, (_, i) => i + 1);
  if (!quarter) return all;
  const first = (quarter - 1) * 3 + 1;
  const last = first + 2;
  // The periods that overlap the quarter's months.
  return all.filter((n) => (n - 1) * span + 1 <= last && n * span >= first);
}

/** First and last month (1-12) of a period. */
export function periodMonths(kind: string, n: number): [number, number] {
  const span = MONTHS[kind] ?? 12;
  return [(n - 1) * span + 1, n * span];
}

/** Whether a period is met, running, missed or still to come, given today's year and month. */
export function periodStatus(
  held: number,
  required: number,
  year: number,
  kind: string,
  n: number,
  today: { year: number; month: number },
): ComplianceStatus {
  if (held >= required) return 'met';
  const [first, last] = periodMonths(kind, n);
  const now = today.year * 100 + today.month;
  if (now > year * 100 + last) return 'missed';
  if (now < year * 100 + first) return 'upcoming';
  return 'due';
}

/** The status of a rule over several periods: any missed is missed, else any due is due, else met (upcoming when none began). */
export function overallStatus(statuses: ComplianceStatus[]): ComplianceStatus {
  if (statuses.includes('missed')) return 'missed';
  if (statuses.includes('due')) return 'due';
  if (statuses.includes('met')) return 'met';
  return 'upcoming';
}
