import type { Labels } from '@/contract/resource';
import { downloadPosted } from './resource';
import { post } from './request';

export interface OrgRef {
  id: number;
  name: string;
  type: string;
  path: string;
}
export interface Count {
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
  positions?: Count[];
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
  last: Record<string, string | null>;
  fired: string[];
  flagged: boolean;
  excused: boolean;
}

export const analysisApi = {
  overview: (orgId?: number | null) => post<Overview>('/api/analysis/overview', { orgId }).then((r) => r.data),
  stats: (q: StatsQuery) => post<Stats>('/api/analysis/stats', q).then((r) => r.data),
  exportStats: (q: StatsQuery) => downloadPosted('/api/analysis/export', q, 'integrated-statistics.xlsx'),
  trends: (orgId: number | null | undefined, year: number) =>
    post<Trends>('/api/analysis/trends', { orgId, year }).then((r) => r.data),
  warnings: (orgId?: number | null) =>
    post<{ org: OrgRef; warnings: AnalysisWarning[] }>('/api/analysis/warnings', { orgId }).then((r) => r.data),
  risk: (orgId?: number | null) =>
    post<{ org: OrgRef; signals: string[]; since: string; rows: RiskRow[] }>('/api/analysis/risk', { orgId }).then(
      (r) => r.data,
    ),
};
