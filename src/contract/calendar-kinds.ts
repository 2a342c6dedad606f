import type { Language } from './constants';
import { bracketed, colon, wordsIn, type Wording } from './language-words';

/** What each kind of calendar item is called, by the source that answers it: [zh, en, es]. */
export const CALENDAR_KIND_LABELS: Record<string, Wording> = {
  agenda: ['个人日程', 'My agenda', 'Mi agenda'],
  leaderAgenda: ['领导日程', 'Leader agenda', 'Agenda de dirigente'],
  meeting: ['会议', 'Meeting', 'Reunión'],
  taskDeadline: ['任务截止', 'Task deadline', 'Plazo de tarea'],
  exam: ['考试', 'Exam', 'Examen'],
  vote: ['投票', 'Vote', 'Votación'],
  termDue: ['换届到期', 'Term due', 'Fin de mandato'],
  feeMonthEnd: ['党费月末', 'Dues month end', 'Cierre de cuotas'],
  rectification: ['整改期限', 'Rectification due', 'Plazo de corrección'],
  workArrangement: ['工作安排截止', 'Work arrangement due', 'Plazo del plan de trabajo'],
  dataCall: ['数据报送截止', 'Data call due', 'Plazo de la solicitud de datos'],
  makeUp: ['补学', 'Make-up study', 'Recuperación'],
  appraisalFollowUp: ['民主评议不合格处置', 'Appraisal follow-up', 'Seguimiento de la evaluación'],
  hardshipSpringFestival: [
    '春节前走访慰问困难党员',
    'Spring Festival visits to members in hardship',
    'Visitas de Año Nuevo chino a militantes en dificultad',
  ],
  hardshipJulyFirst: [
    '七一走访慰问困难党员',
    '1 July visits to members in hardship',
    'Visitas del 1 de julio a militantes en dificultad',
  ],
};

/**
 * Kinds whose item's title names only what falls due (a task's, an exam's, an organisation's name): it
 * is read after the kind ('Task deadline: Annual report'). The others' titles say it all (a meeting's
 * topic, an agenda entry).
 */
const NAMED_BY_KIND = new Set([
  'taskDeadline',
  'exam',
  'vote',
  'termDue',
  'rectification',
  'workArrangement',
  'dataCall',
  'appraisalFollowUp',
  'feeMonthEnd',
  'hardshipSpringFestival',
  'hardshipJulyFirst',
]);

/** What an item's figure counts, by kind: [zh, en, es] with {n}. */
const FIGURE_WORDS: Record<string, Wording> = {
  feeMonthEnd: ['未缴{n}人', '{n} unpaid', '{n} sin pagar'],
  hardshipSpringFestival: ['困难党员{n}人', '{n} in hardship', '{n} en dificultad'],
  hardshipJulyFirst: ['困难党员{n}人', '{n} in hardship', '{n} en dificultad'],
};

export const calendarKindLabel = (kind: string, language: Language): string =>
  CALENDAR_KIND_LABELS[kind] ? wordsIn(CALENDAR_KIND_LABELS[kind], language) : kind;

/**
 * How a calendar item reads in a list or a day of the calendar, in the reader's language, with how many
 * alike it stands for; `withKind` names the kind of every item (a tooltip), not only of deadlines.
 */
export function calendarItemText(
  item: { kind: string; title: string; figure?: number; count?: number },
  language: Language,
  withKind = false,
): string {
  const figure =
    FIGURE_WORDS[item.kind] && item.figure !== undefined
      ? `${language === 'zh' ? ' ' : ', '}${wordsIn(FIGURE_WORDS[item.kind], language).replace('{n}', String(item.figure))}`
      : '';
  const named = `${item.title}${figure}`;
  const text =
    withKind || NAMED_BY_KIND.has(item.kind)
      ? `${calendarKindLabel(item.kind, language)}${colon(language)}${named}`
      : named;
  return item.count && item.count > 1 ? `${text}${bracketed(language, String(item.count))}` : text;
}
