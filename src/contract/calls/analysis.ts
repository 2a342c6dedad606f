import { z } from 'zod';
import type { Labels } from '../resource/types';
import { screen } from './access';
import { answer, declareCall, type FileAnswer } from './declare';
import { rowId } from './ids';

export interface OrgRef {
  id: number;
  name: string;
  type: string;
  path: string;
}
export interface Count {
  /** '' or 'unknown': members whose value is not recorded. */
  key: string;
  n: number;
}
export interface Overview {
  org: OrgRef;
  year: number;
  total: number;
  orgTypes: Count[];
  orgLevels: Count[];
  members: Record<'sex' | 'ageBand' | 'education' | 'post' | 'memberType' | 'ethnicity' | 'years', Count[]>;
  funnel: Count[];
}
export interface MeasureInfo {
  key: string;
  label: Labels;
  unit: 'rate' | 'score' | 'minutes';
}
export interface FigureRow {
  orgId: number;
  orgName: string;
  orgType: string;
  hasChildren: boolean;
  members: number;
  figures: Record<string, number | null>;
}
export interface StatsQuery {
  orgId?: number | null;
  year: number;
  period: 'year' | 'quarter' | 'month';
  index: number;
}
export interface Stats {
  org: OrgRef;
  period: { from: string; to: string };
  measures: MeasureInfo[];
  total: FigureRow;
  rows: FigureRow[];
}
export interface Trends {
  org: OrgRef;
  measures: MeasureInfo[];
  months: { month: number; figures: Record<string, number | null> }[];
}
export interface AnalysisWarning {
  kind: string;
  level: 'warning' | 'error';
  orgId: number;
  orgName: string;
  text: Labels;
  link: string;
}
export interface RiskRow {
  memberId: number;
  name: string;
  orgId: number;
  orgName: string;
  /** Per signal: the date of the last activity, or null when there is none at all. */
  last: Record<string, string | null>;
  /** Which signals fired (no activity since the cut-off). */
  fired: string[];
  flagged: boolean;
  /** Flowing members and members whose membership is suspended are shown, never flagged. */
  excused: boolean;
  /** Marks shown whatever the activity: a grade of 基本合格 or 不合格 in the latest democratic appraisal. */
  marks: { key: string; value: string; year: number }[];
}

const OVERVIEW = '/Intelligentanalysis/overviewporg';
const STATS = '/Intelligentanalysis/integrastats';
const WORK = '/Intelligentanalysis/work_analysis';

const year = z.coerce.number().int().min(2000).max(2100);
const orgId = rowId.optional().nullable();
export const statsSchema = z.object({
  orgId,
  year,
  period: z.enum(['year', 'quarter', 'month']).default('year'),
  index: z.coerce.number().int().min(1).max(12).default(1),
});

export const analysisOverview = declareCall({
  url: '/api/analysis/overview',
  payload: z.object({ orgId, year: year.optional() }),
  answer: answer<Overview>(),
  access: screen(OVERVIEW),
});

/** Integrated statistics: the root itself, then each organisation directly under it (the drill-down). */
export const analysisStats = declareCall({
  url: '/api/analysis/stats',
  payload: statsSchema,
  answer: answer<Stats>(),
  access: screen(STATS),
});

export const analysisExport = declareCall({
  url: '/api/analysis/export',
  payload: statsSchema,
  answer: answer<FileAnswer>(),
  access: screen(STATS),
});

export const analysisTrends = declareCall({
  url: '/api/analysis/trends',
  payload: z.object({ orgId, year }),
  answer: answer<Trends>(),
  access: screen(WORK),
});

export const analysisWarnings = declareCall({
  url: '/api/analysis/warnings',
  payload: z.object({ orgId }),
  answer: answer<{ org: OrgRef; warnings: AnalysisWarning[] }>(),
  access: screen(WORK),
});

export const analysisRisk = declareCall({
  url: '/api/analysis/risk',
  payload: z.object({ orgId }),
  answer: answer<{ org: OrgRef; signals: string[]; since: string; rows: RiskRow[] }>(),
  access: screen(WORK),
});
