import { PRIVILEGES } from '../privileges';
import { f, L, yearField } from './fields';
import type { EntityDef } from './types';

/** The grades of a democratic appraisal (dictionary appraisalGrade). */
export const GRADE = { excellent: '1', qualified: '2', basicallyQualified: '3', unqualified: '4' } as const;
export const GRADES: readonly string[] = Object.values(GRADE);
/** What follows an unqualified grade (dictionary appraisalFollowUp): 限期改正, 劝其退党, 除名. */
export const FOLLOW_UP = { correct: '1', persuadeToLeave: '2', remove: '3' } as const;
export const FOLLOW_UPS: readonly string[] = Object.values(FOLLOW_UP);
/** Grades the risk radar shows beside a member: 基本合格 and 不合格. */
export const GRADES_AT_RISK: readonly string[] = [GRADE.basicallyQualified, GRADE.unqualified];

/** The standard matter capping the share of 优秀, in per cent of the members appraised; 30 by default. */
export const EXCELLENT_CAP_MATTER = 'appraisal.excellentPercent';
export const EXCELLENT_CAP_DEFAULT = 30;
/** How many 优秀 a round of `members` may propose under a cap of `percent`. */
export const excellentAllowed = (members: number, percent: number): number => Math.floor((members * percent) / 100);

/** Where a round stands (dictionary appraisalState). */
export const APPRAISAL_STATE = {
  draft: 'draft',
  open: 'open',
  submitted: 'submitted',
  returned: 'returned',
  approved: 'approved',
} as const;
/** States in which the branch committee may still propose grades. */
export const PROPOSING: readonly string[] = [APPRAISAL_STATE.open, APPRAISAL_STATE.returned];

/**
 * 民主评议党员: a branch's round of the year. Opening it starts the self-assessments and the anonymous mutual
 * ballots of the members taking part; the committee proposes each grade beside the ballots' tally, and the
 * level above approves the round, which writes the grades onto the members' records and history.
 */
export const appraisalEntity = {
  name: 'appraisal',
  label: L(['民主评议', 'Democratic appraisal', 'Evaluación democrática']),
  owner: ['orgId'],
  defaultSort: { field: 'year', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.meetingWrite, export: PRIVILEGES.export },
  access: { menus: ['/Partydevelopment/appraisal'] },
  accessories: true,
  table: { name: 'appraisals', indexes: [['orgId', 'year']] },
  workflow: {
    field: 'state',
    initial: APPRAISAL_STATE.draft,
    editable: [APPRAISAL_STATE.draft],
    queue: [APPRAISAL_STATE.submitted],
    moves: [
      {
        action: 'open',
        label: L(['开始评议', 'Open', 'Abrir']),
        from: [APPRAISAL_STATE.draft],
        to: APPRAISAL_STATE.open,
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'submit',
        label: L(['报上级审批', 'Submit for approval', 'Enviar a aprobación']),
        from: [APPRAISAL_STATE.open, APPRAISAL_STATE.returned],
        to: APPRAISAL_STATE.submitted,
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'approve',
        label: L(['审批通过', 'Approve', 'Aprobar']),
        from: [APPRAISAL_STATE.submitted],
        to: APPRAISAL_STATE.approved,
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回', 'Return', 'Devolver']),
        from: [APPRAISAL_STATE.submitted],
        to: APPRAISAL_STATE.returned,
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
  fields: [
    f.text('title', ['评议名称', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    yearField(),
    f.org('orgId', ['党支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.date('startsOn', ['开始日期', 'Starts on', 'Empieza'], { required: true, list: true, sortable: true }),
    f.date('endsOn', ['结束日期', 'Ends on', 'Termina'], { required: true, list: true }),
    f.ref('meetingId', ['组织生活会', 'Organisational-life meeting', 'Reunión de vida orgánica'], 'meeting', {
      span: 24,
    }),
    // Listed so that every read carries the members' names; the list screen hides the column by default.
    f.refs('memberIds', ['参评党员', 'Members taking part', 'Militantes evaluados'], 'member', {
      required: true,
      list: true,
      span: 24,
    }),
    f.int('memberCount', ['参评人数', 'Members', 'Militantes'], { derived: true, list: true }),
    f.textarea('description', ['说明', 'Notes', 'Notas'], { max: 2000, span: 24 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'appraisalState', {
      derived: true,
      default: APPRAISAL_STATE.draft,
      list: true,
      filter: 'eq',
    }),
  ],
} satisfies EntityDef;
