import * as calls from '@/contract/calls/analysis';
import type { StatsQuery } from '@/contract/calls/analysis';
import { downloadPosted } from './resource';
import { call } from './call';

export type {
  AnalysisWarning,
  Count,
  FigureRow,
  MeasureInfo,
  OrgRef,
  Overview,
  RiskRow,
  Stats,
  StatsQuery,
  Trends,
} from '@/contract/calls/analysis';

export const analysisApi = {
  overview: (orgId?: number | null) => call(calls.analysisOverview, { orgId }),
  stats: (q: StatsQuery) => call(calls.analysisStats, q),
  exportStats: (q: StatsQuery) => downloadPosted(calls.analysisExport.url, q, 'integrated-statistics.xlsx'),
  trends: (orgId: number | null | undefined, year: number) => call(calls.analysisTrends, { orgId, year }),
  warnings: (orgId?: number | null) => call(calls.analysisWarnings, { orgId }),
  risk: (orgId?: number | null) => call(calls.analysisRisk, { orgId }),
};
