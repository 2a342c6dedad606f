import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CalendarItem } from '@/api/calendar';
import { useRequest } from '@/components/use-request';
import { rangeOf, type AgendaView } from './agenda-calendar';

/** The day and view a calendar shows, and the feed's items for that range. */
export function useAgenda(load: (from: string, to: string) => Promise<CalendarItem[]>, key: unknown = null) {
  const [date, setDate] = useState<Dayjs>(dayjs());
  const [view, setView] = useState<AgendaView>('month');
  const range = rangeOf(date, view);
  const feed = useRequest(() => load(range.from, range.to), [range.from, range.to, key]);
  return { date, setDate, view, setView, items: feed.data ?? [], loading: feed.loading, reload: feed.reload };
}
