import { analysisApi, type StatsQuery } from '@/api/analysis';
import { apiRead } from '../api-read';

/** The figures of the analysis screens, by organisation (none: the caller's own). */
export const analysisOverview = apiRead('analysis/overview', (orgId?: number | null) => analysisApi.overview(orgId));
export const analysisStats = apiRead('analysis/stats', (query: StatsQuery) => analysisApi.stats(query));
export const analysisTrends = apiRead('analysis/trends', (orgId: number | null | undefined, year: number) =>
  analysisApi.trends(orgId, year),
);
export const analysisWarnings = apiRead('analysis/warnings', (orgId?: number | null) => analysisApi.warnings(orgId));
export const analysisRisk = apiRead('analysis/risk', (orgId?: number | null) => analysisApi.risk(orgId));
