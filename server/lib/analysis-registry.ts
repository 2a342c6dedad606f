import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A period of the analysis: inclusive dates. */
export interface Period {
  from: string;
  to: string;
}

/**
 * A figure for several organisations' subtrees at once (one query, grouped by the root each row
 * lies under), as a rate from 0 to 1 or null where nothing was due: meeting compliance, fee
 * collection, task scores, exam pass rate. `roots` are organisation paths ('/1/4/').
 */
export type BatchMeasure = (
  db: Db,
  roots: { id: number; path: string }[],
  period: Period,
  /** Members in good standing under each root, counted once for all the figures of a call. */
  members: ReadonlyMap<number, number>,
) => Promise<Map<number, number | null>>;

export interface MeasureInfo {
  key: string;
  label: { zh: string; en: string; es: string };
  /** How the figure reads: a share (shown as a percentage) or an amount (average score, minutes). */
  unit: 'rate' | 'score' | 'minutes';
  measure: BatchMeasure;
}

const batchMeasures = new Map<string, MeasureInfo>();

/** Each area registers the figures of its work that analysis shows. */
export function registerBatchMeasure(info: MeasureInfo): void {
  batchMeasures.set(info.key, info);
}

export const analysisMeasures = (): MeasureInfo[] => [...batchMeasures.values()];

/** A warning of the work analysis: terms due, fees unpaid, tasks and rectifications overdue, branches behind the rules. */
export interface Warning {
  kind: string;
  level: 'warning' | 'error';
  orgId: number;
  orgName: string;
  /** What is wrong, in each language of the screens. */
  text: { zh: string; en: string; es: string };
  link: string;
}

export type WarningSource = (db: Db, rootPath: string) => Promise<Warning[]>;
const warningSources = new Map<string, WarningSource>();

export function registerWarningSource(kind: string, source: WarningSource): void {
  warningSources.set(kind, source);
}

export async function warningsUnder(db: Db, rootPath: string): Promise<Warning[]> {
  const all = await Promise.all([...warningSources.values()].map((s) => s(db, rootPath).catch(() => [] as Warning[])));
  return all
    .flat()
    .sort((a, b) => (a.level === b.level ? a.orgName.localeCompare(b.orgName, 'zh') : a.level === 'error' ? -1 : 1));
}

/**
 * A signal of the risk radar (the charter's 自行脱党 case): a query answering `member_id, last_at` for
 * the members of a subtree who took part in this kind of party life, with the date of the last time.
 * A member none of whose three signals shows anything for six months is flagged.
 */
export interface RiskSignal {
  key: 'fees' | 'life' | 'work';
  label: { zh: string; en: string; es: string };
  lastActivity: (rootPath: string) => SQL;
}

const riskSignals = new Map<string, RiskSignal>();

export function registerRiskSignal(signal: RiskSignal): void {
  riskSignals.set(signal.key, signal);
}

export const registeredRiskSignals = (): RiskSignal[] => [...riskSignals.values()];

/**
 * A mark the risk radar shows beside a member whatever their activity (a poor grade of the democratic
 * appraisal): a query answering `member_id, value, year` for the members of a subtree who carry it.
 */
export interface RiskMark {
  key: string;
  marked: (rootPath: string) => SQL;
}

const riskMarks = new Map<string, RiskMark>();

export function registerRiskMark(mark: RiskMark): void {
  riskMarks.set(mark.key, mark);
}

export const registeredRiskMarks = (): RiskMark[] => [...riskMarks.values()];
