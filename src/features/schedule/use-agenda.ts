import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CalendarItem } from '@/api/calendar';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useApiRead } from '@/store/api-read';
import { agendaFeed, leaderAgenda } from '@/store/reads/calendar';
import { rangeOf, type AgendaView } from './agenda-calendar';
import { todayInGroupZone } from '@/utils/zoned-time';

const NO_ITEMS: CalendarItem[] = [];

/**
 * The day and view a calendar shows, and the items for that range: the caller's own feed, or with
 * `leader` the agenda of that leader (none until one is chosen).
 */
export function useAgenda(leader?: { id: number | null }) {
  const [date, setDate] = useState<Dayjs>(() => dayjs(todayInGroupZone()));
  const [view, setView] = useState<AgendaView>('month');
  const range = rangeOf(date, view);
  const own = useApiRead(agendaFeed, leader ? skipToken : [range.from, range.to]);
  const leaderId = leader?.id;
  const theirs = useApiRead(leaderAgenda, leaderId ? [leaderId, range.from, range.to] : skipToken);
  const feed = leader ? theirs : own;
  const { refetch } = feed;
  return {
    date,
    setDate,
    view,
    setView,
    items: (leaderId === null ? undefined : feed.data) ?? NO_ITEMS,
    loading: feed.isFetching,
    // A leader not yet chosen has no agenda to reload.
    reload: () => {
      if (!feed.isUninitialized) void refetch();
    },
  };
}
