import { post } from './request';

export interface DashboardSummary {
  figures: Record<string, number>;
  todos: { title: string; path: string; count: number }[];
  warnings: { level: 'warning' | 'error'; text: string; path?: string }[];
  announcements: { id: string; title: string; publishTime: string }[];
  schedule: { title: string; start: string; end: string }[];
}

export const getDashboardSummary = () => post<DashboardSummary>('/api/dashboard/summary');
