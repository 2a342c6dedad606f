import { post } from './request';

/** One dated obligation of the calendar feed (DESIGN section 6). */
export interface CalendarItem {
  date: string;
  end?: string;
  time?: string;
  title: string;
  kind: string;
  link: string;
  orgId?: number;
  /** A number the kind's words carry (a fee month's unpaid rows). */
  figure?: number;
  /** How many items alike (one per organisation) this one stands for. */
  count?: number;
}

export const calendarApi = {
  feed: (from: string, to: string, kinds?: string[]) =>
    post<CalendarItem[]>('/api/calendar/feed', { from, to, kinds }).then((r) => r.data ?? []),
  leaders: () =>
    post<{ id: number; name: string; post: string | null; canKeep: boolean }[]>('/api/calendar/leaders').then(
      (r) => r.data ?? [],
    ),
  leaderItems: (leaderId: number, from: string, to: string) =>
    post<CalendarItem[]>('/api/calendar/leaderFeed', { leaderId, from, to }).then((r) => r.data ?? []),
};
