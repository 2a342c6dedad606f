import { getDashboardSummary } from '@/api/dashboard';
import { apiRead } from '../api-read';

/** The dashboard's figures and panels. */
export const dashboardSummary = apiRead('dashboard/summary', () => getDashboardSummary().then((r) => r.data));
