import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { matters } from '../db/schema/index';
import { keptRead } from './kept-read';
import { cacheKind } from './read-cache';
import {
  parsePointsRule,
  POINTS_MATTER_CATEGORY,
  POINTS_RULE_KEYS,
  pointsMatterCode,
} from '../../src/contract/points-rules';
import type { PointsRuleInfo } from '../../src/contract/calls/points';

/** A derived table's row type is not known to the compiler: the definition says what it holds. */
interface MatterRow {
  code: string;
  name: string;
  category: string | null;
  value: string | null;
  meetingType: string | null;
  period: string | null;
  times: number | null;
  orgTypes: string[] | null;
  exemptOrgIds: number[] | null;
}

const ENABLED_MATTERS = cacheKind<MatterRow[]>('standard matters', { maxEntries: 4, ttlMs: 5 * 60_000 });

/**
 * The enabled standard matters (bs_matter), in their order. Kept until the table changes, so that an edit
 * takes effect at the next call, without a restart, and a call that consults several reads them once.
 */
async function enabledMatters(db: Db): Promise<MatterRow[]> {
  return keptRead(
    db,
    ENABLED_MATTERS,
    'enabled',
    async () =>
      (await db
        .select()
        .from(matters)
        .where(eq(matters.enabled, true))
        .orderBy(asc(matters.sort))) as unknown as MatterRow[],
  );
}

/** The configured value of a matter; a missing or disabled matter falls back to the default given. */
export async function matterValue(db: Db, code: string, fallback: string): Promise<string> {
  const row = (await enabledMatters(db)).find((m) => m.code === code);
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
  return (await enabledMatters(db))
    .filter((r) => r.category === 'meetingRule' && r.meetingType && r.period && r.times)
    .map((r) => ({
      code: r.code,
      name: r.name,
      meetingType: r.meetingType!,
      period: r.period!,
      times: r.times!,
      orgTypes: r.orgTypes ?? [],
      exemptOrgIds: r.exemptOrgIds ?? [],
    }));
}

/** The enabled points rules, by their key: a rule disabled in the matters counts nothing. */
export async function pointsRules(db: Db): Promise<PointsRuleInfo[]> {
  const rows = (await enabledMatters(db)).filter((r) => r.category === POINTS_MATTER_CATEGORY);
  return POINTS_RULE_KEYS.flatMap((key) => {
    const rule = parsePointsRule(rows.find((r) => r.code === pointsMatterCode(key))?.value ?? '');
    return rule ? [{ key, ...rule }] : [];
  });
}
