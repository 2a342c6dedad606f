import { agendaLeaders, calendarFeed, leaderFeed } from '@/contract/calls/schedule';
import { call } from './call';

export type { CalendarItem, FoldedItem, AgendaLeader } from '@/contract/calls/schedule';

export const calendarApi = {
  feed: (from: string, to: string, kinds?: string[]) => call(calendarFeed, { from, to, kinds }).then((d) => d ?? []),
  leaders: () => call(agendaLeaders, undefined).then((d) => d ?? []),
  leaderItems: (leaderId: number, from: string, to: string) =>
    call(leaderFeed, { leaderId, from, to }).then((d) => d ?? []),
};
