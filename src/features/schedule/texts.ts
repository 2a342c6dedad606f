import { calendarKindLabel, type Language } from '@/contract';
import { wordingIn, type Fill, type Wordings } from '@/components/use-texts';

const T = {
  month: ['月', 'Month', 'Mes'],
  week: ['周', 'Week', 'Semana'],
  today: ['今天', 'Today', 'Hoy'],
  newItem: ['新建日程', 'New entry', 'Nueva cita'],
  more: ['另有{n}项', '{n} more', '{n} más'],
  leader: ['领导', 'Leader', 'Dirigente'],
  pickLeader: ['请选择领导', 'Choose a leader', 'Elija un dirigente'],
  noLeaders: ['您没有可查看的领导日程', 'No leader agenda is shared with you', 'No tiene agendas de dirigentes'],
  readOnly: [
    '只读：您可以查看但不能维护该领导的日程',
    'Read only: you may see this agenda but not keep it',
    'Solo lectura',
  ],
  allDay: ['全天', 'All day', 'Todo el día'],
  kinds: ['日程类型', 'Kinds', 'Tipos'],
} satisfies Wordings;

export const KIND_COLOURS: Record<string, string> = {
  agenda: 'blue',
  leaderAgenda: 'geekblue',
  meeting: 'red',
  taskDeadline: 'volcano',
  exam: 'purple',
  vote: 'magenta',
  termDue: 'gold',
  feeMonthEnd: 'orange',
  rectification: 'volcano',
  workArrangement: 'cyan',
  makeUp: 'green',
};

export type ScheduleText = keyof typeof T;
export const scheduleText = (key: ScheduleText, language: Language, vars?: Fill) => wordingIn(T, key, language, vars);
/** What each kind of feed item is called (the contract holds the names). */
export const kindLabel = calendarKindLabel;
