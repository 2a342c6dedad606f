import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * One taker's attempt at an exam: made by `exam/start`, kept up by `exam/saveProgress`, scored by
 * `exam/submit`. Its paper holds question ids and option orders only; read-only to every screen.
 */
export const examAttemptEntity: EntityDef = {
  name: 'examAttempt',
  label: L(['考试成绩', 'Exam result', 'Resultado']),
  owner: ['orgId'],
  defaultSort: { field: 'startedAt', order: 'desc' },
  titleField: 'memberId',
  privileges: { write: PRIVILEGES.examManage, export: PRIVILEGES.export },
  access: { menus: ['/educational/exammgtInfo'] },
  readOnly: true,
  table: { name: 'exam_attempts', unique: [['examId', 'memberId']] },
  fields: [
    f.ref('examId', ['考试', 'Exam', 'Examen'], 'exam', { required: true, list: true, filter: 'eq' }),
    f.ref('memberId', ['考生', 'Taker', 'Examinado'], 'member', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.datetime('startedAt', ['开考时间', 'Started', 'Inicio'], { required: true, list: true, sortable: true }),
    f.datetime('deadline', ['截止时间', 'Deadline', 'Límite'], { required: true, list: true }),
    f.datetime('submittedAt', ['交卷时间', 'Handed in', 'Entregado'], { list: true, sortable: true }),
    f.int('score', ['得分', 'Score', 'Puntuación'], { list: true, sortable: true }),
    f.bool('passed', ['是否及格', 'Passed', 'Aprobado'], { list: true, filter: 'eq' }),
    f.int('secondsUsed', ['用时（秒）', 'Time used (s)', 'Tiempo (s)'], { list: true }),
    f.json('paper', ['试卷', 'Paper', 'Examen']),
    f.json('answers', ['作答', 'Answers', 'Respuestas']),
    f.json('marks', ['判分', 'Marks', 'Notas']),
  ],
};
