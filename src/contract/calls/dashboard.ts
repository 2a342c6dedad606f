import { SIGNED_IN } from './access';
import { answer, declareCall } from './declare';

/** The home screen at a glance. */
export interface DashboardSummary {
  figures: Record<string, number>;
  /** `kind` lets the screen word the entry itself; `title` and `text` are worded in the caller's language. */
  todos: { kind?: string; title: string; path: string; count: number }[];
  warnings: { kind?: string; level: 'warning' | 'error'; text: string; org?: string; count?: number; path?: string }[];
  announcements: { id: number; title: string; publishTime: string | null }[];
  /** Today's entries of the calendar feed; `count`: how many organisations' items alike one line stands for. */
  schedule: { title: string; kind: string; time: string | null; path: string; count?: number; figure?: number }[];
  /** Obligations of the next two weeks (deadlines, windows, meetings to attend). */
  upcoming: { title: string; kind: string; date: string; path: string; count?: number; figure?: number }[];
}

export const dashboardSummary = declareCall({
  url: '/api/dashboard/summary',
  answer: answer<DashboardSummary>(),
  access: SIGNED_IN,
  provides: ['calendar'],
});
