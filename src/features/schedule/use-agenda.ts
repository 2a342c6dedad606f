import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CalendarItem } from '@/api/calendar';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallQuery } from '@/store/use-call';
import { calendarFeed, leaderFeed } from '@/contract/calls/schedule';
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
  const own = useCallQuery(calendarFeed, leader ? skipToken : { from: range.from, to: range.to });
  const leaderId = leader?.id;
  const theirs = useCallQuery(leaderFeed, leaderId ? { leaderId, from: range.from, to: range.to } : skipToken);
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
