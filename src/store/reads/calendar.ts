import { calendarApi } from '@/api/calendar';
import { apiRead } from '../api-read';

/** The caller's agenda, the leaders a grant lets the caller see, and a leader's agenda. */
export const agendaFeed = apiRead('calendar/feed', (from: string, to: string) => calendarApi.feed(from, to), [
  'calendar',
]);
export const agendaLeaders = apiRead('calendar/leaders', () => calendarApi.leaders(), ['calendar']);
export const leaderAgenda = apiRead(
  'calendar/leaderFeed',
  (leaderId: number, from: string, to: string) => calendarApi.leaderItems(leaderId, from, to),
  ['calendar'],
);
