import { dashboardSummary } from '@/contract/calls/dashboard';
import { sendCall } from './call';

export type { DashboardSummary } from '@/contract/calls/dashboard';

export const getDashboardSummary = () => sendCall(dashboardSummary, undefined);
