import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matters } from '../db/schema/index';

/**
 * Configured values of the standard matters (bs_matter), read on every call so that an edit takes effect
 * at the next one, without a restart. A missing or disabled matter falls back to the default given.
 */
export async function matterValue(db: Db, code: string, fallback: string): Promise<string> {
  const [row] = (await db.select({ value: matters.value }).from(matters).where(and(eq(matters.code, code), eq(matters.enabled, true)))) as { value: string | null }[];
  return row?.value?.trim() ? row.value.trim() : fallback;
}

export async function matterNumber(db: Db, code: string, fallback: number): Promise<number> {
  const n = Number(await matterValue(db, code, String(fallback)));
  return Number.isFinite(n) ? n : fallback;
}

export interface MeetingRule {
  code: string;
  name: string;
  meetingType: string;
  /** '1' month, '2' quarter, '3' half year, '4' year (dictionary matterPeriod). */
  period: string;
  times: number;
  orgTypes: string[];
  exemptOrgIds: number[];
}

/** The enabled meeting-frequency rules. */
export async function meetingRules(db: Db): Promise<MeetingRule[]> {
  // A derived table's row type is not known to the compiler: the definition says what it holds.
  const rows = (await db.select().from(matters).where(and(eq(matters.category, 'meetingRule'), eq(matters.enabled, true))).orderBy(matters.sort)) as unknown as (Omit<MeetingRule, 'meetingType' | 'period' | 'times'> & {
    meetingType: string | null;
    period: string | null;
    times: number | null;
  })[];
  return rows
    .filter((r) => r.meetingType && r.period && r.times)
    .map((r) => ({ code: r.code, name: r.name, meetingType: r.meetingType!, period: r.period!, times: r.times!, orgTypes: r.orgTypes ?? [], exemptOrgIds: r.exemptOrgIds ?? [] }));
}
