import { z } from 'zod';
import { screen, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';

/** One dated obligation of the calendar feed (DESIGN section 6). */
export interface CalendarItem {
  /** 'YYYY-MM-DD'; `end` when it spans days (an exam window). */
  date: string;
  end?: string;
  /** 'HH:mm' when the obligation has a time of day. */
  time?: string;
  /** What it is; for a deadline, what falls due (the kind says the rest: see src/contract/calendar-kinds.ts). */
  title: string;
  /** The source: 'meeting', 'taskDeadline', 'exam', 'vote', 'termDue', 'feeMonthEnd', 'agenda', ... */
  kind: string;
  /** The screen that opens it, with its query ('/Partydevelopment/toclassInfo?id=12'). */
  link: string;
  orgId?: number;
  /** A number the kind's words carry (a fee month's unpaid rows). */
  figure?: number;
}

/** Items alike but for their organisation, folded into one line: how many it stands for. */
export type FoldedItem = CalendarItem & { count: number };

/** A leader whose agenda the caller may see, and whether they may keep it. */
export interface AgendaLeader {
  id: number;
  name: string;
  post: string | null;
  canKeep: boolean;
}

const LEADERS_SCREEN = '/leaderschedule/ManagerAgendaIndex';
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'request.problem.day');

/** Every dated obligation the system knows for the caller, by date, alike ones folded. */
export const calendarFeed = declareCall({
  url: '/api/calendar/feed',
  payload: z.object({ from: day, to: day, kinds: z.array(z.string().max(32)).max(20).optional() }),
  answer: answer<FoldedItem[]>(),
  access: SIGNED_IN,
});

export const agendaLeaders = declareCall({
  url: '/api/calendar/leaders',
  answer: answer<AgendaLeader[]>(),
  access: screen(LEADERS_SCREEN),
  provides: ['leader'],
});

/** One leader's agenda in a range, for those a grant lets see it (404 for anyone else). */
export const leaderFeed = declareCall({
  url: '/api/calendar/leaderFeed',
  payload: z.object({ leaderId: rowId, from: day, to: day }),
  answer: answer<CalendarItem[]>(),
  access: screen(LEADERS_SCREEN),
  provides: ['agendaItem'],
});
