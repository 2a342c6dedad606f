import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The menu entries of each task type (1 annual, 2 star rating, 3 emergency): where it is issued, and handled. */
const BY_TASK_TYPE = {
  issue: {
    '1': ['/deployment/dw_task_year'],
    '2': ['/deployment/dw_task_star'],
    '3': ['/deployment/dw_task_com'],
  },
  handle: {
    '1': ['/Partysearch/Partysearch_check', '/deployment/dw_task_year'],
    '2': ['/Partysearch/Partysearch_star', '/Partysearch/Partysearch_star_finish', '/deployment/dw_task_star'],
    '3': ['/Partysearch/Partysearch_check', '/deployment/dw_task_com'],
  },
};

/**
 * Work issued down the tree (annual, star rating, emergency): one submission per target organisation
 * comes from issuing it (the distribution). Targets, type and indicators freeze once issued; the
 * deadline may still be extended.
 */
export const taskEntity: EntityDef = {
  name: 'task',
  label: L(['任务', 'Task', 'Tarea']),
  owner: ['orgId'],
  defaultSort: { field: 'deadline', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.taskIssue, export: PRIVILEGES.export },
  // Each type of task is issued from a screen of its own.
  access: { menus: [], byValue: { field: 'taskType', menus: BY_TASK_TYPE.issue } },
  accessories: true,
  table: { name: 'tasks', indexes: [['orgId', 'taskType', 'state']] },
  fields: [
    f.dict('taskType', ['任务类型', 'Task type', 'Tipo de tarea'], 'taskType', {
      required: true,
      list: true,
      filter: 'eq',
      hiddenInForm: true,
    }),
    f.text('title', ['任务标题', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.textarea('requirements', ['工作要求', 'Requirements', 'Requisitos'], { max: 5000 }),
    f.orgs('targetOrgIds', ['下发对象', 'Targets', 'Destinatarios'], { list: true, span: 24 }),
    f.date('startOn', ['开始日期', 'Start', 'Inicio'], { list: true, sortable: true }),
    f.date('deadline', ['截止日期', 'Deadline', 'Plazo'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.json('indicators', ['考核指标', 'Indicators', 'Indicadores'], { max: 20_000 }),
    f.dict('state', ['任务状态', 'State', 'Estado'], 'taskState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    f.org('orgId', ['下发组织', 'Issued by', 'Emitida por'], { derived: true, list: true, filter: 'subtree' }),
    f.int('receiptCount', ['下发单位数', 'Targets', 'Destinatarios'], { derived: true, virtual: true, list: true }),
    f.int('submittedCount', ['已报送', 'Submitted', 'Presentadas'], { derived: true, virtual: true, list: true }),
    f.int('approvedCount', ['已通过', 'Passed', 'Aprobadas'], { derived: true, virtual: true, list: true }),
  ],
  workflow: {
    field: 'state',
    initial: 'draft',
    // An issued task stays editable for what is not frozen: its deadline may be extended.
    editable: ['draft', 'issued'],
    events: [{ action: 'extend', label: L(['延长截止日期', 'Deadline extended', 'Plazo ampliado']) }],
    moves: [
      {
        action: 'close',
        label: L(['结束任务', 'Close', 'Cerrar']),
        from: ['issued'],
        to: 'closed',
        by: 'owner',
        privilege: PRIVILEGES.taskIssue,
        tone: 'danger',
      },
    ],
  },
  audience: {
    orgs: 'targetOrgIds',
    reaches: 'organisations',
    receipt: { keeps: ['submitted', 'scored'], entity: 'taskSubmission', parent: 'taskId', target: 'orgId' },
  },
  distribution: {
    stateField: 'state',
    draftState: 'draft',
    sentState: 'issued',
    frozen: ['taskType', 'targetOrgIds', 'indicators'],
    progressColumns: ['orgId', 'state', 'selfScore', 'score', 'stars', 'submittedAt', 'reviewedAt'],
  },
};

/** What one target organisation reports on a task, and how the issuing level reviewed it. */
export const taskSubmissionEntity: EntityDef = {
  name: 'taskSubmission',
  label: L(['任务填报', 'Task submission', 'Respuesta a tarea']),
  owner: ['orgId'],
  defaultSort: { field: 'deadline', order: 'asc' },
  titleField: 'progress',
  privileges: { write: PRIVILEGES.taskHandle, export: PRIVILEGES.export },
  // The to-do list and the review queue show every type; the handling screens and the issuer's progress one each.
  access: {
    menus: ['/Partysearch/Partysearch_agency', '/deployment/dw_task_approve'],
    byValue: { field: 'taskType', menus: BY_TASK_TYPE.handle },
  },
  accessories: true,
  table: { name: 'task_submissions', unique: [['taskId', 'orgId']], indexes: [['orgId', 'state']] },
  fields: [
    f.ref('taskId', ['任务', 'Task', 'Tarea'], 'task', {
      required: true,
      list: true,
      filter: 'eq',
      hiddenInForm: true,
    }),
    f.dict('taskType', ['任务类型', 'Task type', 'Tipo de tarea'], 'taskType', {
      derived: true,
      virtual: true,
      list: true,
      filter: 'eq',
    }),
    f.date('deadline', ['截止日期', 'Deadline', 'Plazo'], {
      derived: true,
      virtual: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.dict('taskState', ['任务状态', 'Task state', 'Estado de la tarea'], 'taskState', {
      derived: true,
      virtual: true,
    }),
    f.org('issuerOrgId', ['下发组织', 'Issued by', 'Emitida por'], {
      derived: true,
      virtual: true,
      filter: 'subtree',
      hiddenInForm: true,
    }),
    f.org('orgId', ['填报单位', 'Organisation', 'Organización'], {
      required: true,
      list: true,
      filter: 'subtree',
      hiddenInForm: true,
    }),
    f.textarea('progress', ['完成情况', 'Progress', 'Avance'], { max: 5000 }),
    f.json('selfScores', ['指标自评', 'Self assessment', 'Autoevaluación'], { max: 20_000 }),
    f.decimal('selfScore', ['自评得分', 'Self score', 'Autopuntuación'], { derived: true, scale: 1, list: true }),
    f.json('evidence', ['关联佐证', 'Evidence', 'Evidencias'], { max: 50_000 }),
    f.json('responders', ['响应人员', 'Responders', 'Respondedores'], { max: 100_000 }),
    f.int('responderCount', ['响应人数', 'Responders', 'Respondedores'], { derived: true, virtual: true, list: true }),
    f.dict('state', ['办理状态', 'State', 'Estado'], 'taskSubmissionState', {
      derived: true,
      default: 'todo',
      list: true,
      filter: 'in',
    }),
    f.datetime('submittedAt', ['报送时间', 'Submitted at', 'Presentada el'], {
      derived: true,
      list: true,
      sortable: true,
    }),
    f.decimal('score', ['审核得分', 'Review score', 'Puntuación'], {
      derived: true,
      scale: 1,
      list: true,
      sortable: true,
    }),
    f.json('reviewScores', ['指标评分', 'Scores', 'Puntuaciones'], { derived: true }),
    f.textarea('reviewOpinion', ['批示', 'Instruction', 'Instrucción'], { derived: true }),
    f.bool('highlight', ['工作亮点', 'Highlight', 'Aspecto destacado'], { derived: true }),
    f.int('stars', ['评定星级', 'Stars', 'Estrellas'], { derived: true, list: true, filter: 'eq', sortable: true }),
    f.json('measured', ['系统测算', 'Measured', 'Medido'], { derived: true }),
    f.datetime('reviewedAt', ['审核时间', 'Reviewed at', 'Revisada el'], { derived: true, list: true, sortable: true }),
  ],
  workflow: {
    field: 'state',
    initial: 'todo',
    editable: ['todo', 'returned'],
    moves: [
      {
        action: 'submit',
        label: L(['提交', 'Submit', 'Presentar']),
        from: ['todo', 'returned'],
        to: 'submitted',
        by: 'owner',
        privilege: PRIVILEGES.taskHandle,
        tone: 'primary',
      },
      {
        action: 'approve',
        label: L(['通过', 'Pass', 'Aprobar']),
        from: ['submitted'],
        to: 'approved',
        by: 'issuer',
        privilege: PRIVILEGES.taskReview,
        tone: 'primary',
        opinion: 'optional',
      },
      {
        action: 'return',
        label: L(['退回', 'Return', 'Devolver']),
        from: ['submitted'],
        to: 'returned',
        by: 'issuer',
        privilege: PRIVILEGES.taskReview,
        tone: 'danger',
        opinion: 'required',
      },
    ],
  },
};

/** One indicator a task scores against, as the task stores it. */
export interface TaskIndicator {
  indicatorId: number;
  points: number;
}

/** One score per indicator (a self assessment, a review). */
export interface IndicatorScore {
  indicatorId: number;
  score: number;
}

/** A link to a record of the organisation's own that proves the work (a meeting, an activity, a summary). */
export interface EvidenceLink {
  entity: string;
  id: number;
  title: string;
}

/** A member who answered an emergency task's roll-call. */
export interface Responder {
  memberId?: number | null;
  name: string;
  at: string;
  what: string;
}

/** The entities the evidence pickers offer, by the route that picks them. */
export const EVIDENCE_SOURCES: Record<string, string> = {
  relationReport: 'summaryReport',
  relationToclass: 'meeting',
  relationPdactiv: 'activity',
};
