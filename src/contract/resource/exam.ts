import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * An exam: its targets (organisations, whose subtrees' members may take it, or members one by one), its
 * window, its duration and its paper, fixed (`questions`) or drawn per taker by rule (`rules`).
 * Published, it opens to its targets at `opensAt` and is no longer editable.
 */
export const examEntity: EntityDef = {
  name: 'exam',
  label: L(['考试', 'Exam', 'Examen']),
  owner: ['orgId'],
  defaultSort: { field: 'opensAt', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.examManage, export: PRIVILEGES.export },
  access: { menus: ['/educational/exammgt'] },
  table: { name: 'exams' },
  audience: {
    orgs: 'targetOrgIds',
    members: 'targetMemberIds',
    reaches: 'members',
    receipt: {
      keeps: ['taken', 'scored'],
      entity: 'examAttempt',
      parent: 'examId',
      target: 'memberId',
      at: 'startedAt',
    },
  },
  fields: [
    f.text('title', ['考试名称', 'Title', 'Título'], {
      required: true,
      max: 100,
      list: true,
      filter: 'like',
      sortable: true,
    }),
    f.orgs('targetOrgIds', ['参考组织', 'Target organisations', 'Organizaciones'], { list: true }),
    f.refs('targetMemberIds', ['参考党员', 'Target members', 'Miembros'], 'member', { max: 500 }),
    f.datetime('opensAt', ['开始时间', 'Opens at', 'Abre'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.datetime('closesAt', ['结束时间', 'Closes at', 'Cierra'], { required: true, list: true, sortable: true }),
    f.int('durationMinutes', ['考试时长（分钟）', 'Duration (minutes)', 'Duración (minutos)'], {
      required: true,
      min: 1,
      max: 600,
      list: true,
    }),
    f.int('passMark', ['及格分', 'Pass mark', 'Aprobado con'], { required: true, min: 0, max: 10000, list: true }),
    f.int('totalPoints', ['总分', 'Total points', 'Puntuación total'], { derived: true, list: true }),
    f.dict('paperMode', ['组卷方式', 'Paper', 'Modo de examen'], 'paperMode', {
      required: true,
      list: true,
      filter: 'eq',
      default: 'fixed',
    }),
    f.json('questions', ['固定试题', 'Fixed questions', 'Preguntas fijas'], {
      hiddenInForm: false,
      span: 24,
      max: 50_000,
    }),
    f.json('rules', ['抽题规则', 'Drawing rules', 'Reglas de sorteo'], { hiddenInForm: false, span: 24, max: 10_000 }),
    f.bool('showAnswers', ['交卷后显示答案', 'Show answers after handing in', 'Mostrar respuestas al entregar']),
    f.textarea('notice', ['考试须知', 'Instructions', 'Instrucciones'], { max: 1000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'examState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: 'draft',
    }),
    // Members who have begun it: an exam someone has taken can no longer be withdrawn or deleted.
    f.int('takerCount', ['参考人数', 'Takers', 'Participantes'], { virtual: true, derived: true, list: true }),
    f.org('orgId', ['组织单位', 'Organised by', 'Organizado por'], { required: true, list: true, filter: 'subtree' }),
  ],
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft'],
    moves: [
      {
        action: 'publish',
        label: L(['发布', 'Publish', 'Publicar']),
        from: ['draft'],
        to: 'published',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'withdraw',
        label: L(['撤回', 'Withdraw', 'Retirar']),
        from: ['published'],
        to: 'draft',
        by: 'owner',
        opinion: 'optional',
        tone: 'danger',
      },
    ],
  },
};
