import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { FieldDef, WorkflowDef } from './types';

/**
 * The review shared by what a branch reports upward (meetings, activities, summaries, highlights):
 * draft -> submitted -> approved, or returned with an opinion and submitted again. Approving and
 * returning belong to the level above the owner, never to the owner itself.
 */
export const REVIEW_WORKFLOW: WorkflowDef = {
  field: 'state',
  initial: 'draft',
  editable: ['draft', 'returned'],
  queue: ['submitted'],
  moves: [
    {
      action: 'submit',
      label: L(['提交审核', 'Submit', 'Enviar']),
      from: ['draft', 'returned'],
      to: 'submitted',
      by: 'owner',
      tone: 'primary',
    },
    {
      action: 'approve',
      label: L(['审核通过', 'Approve', 'Aprobar']),
      from: ['submitted'],
      to: 'approved',
      by: 'above',
      privilege: PRIVILEGES.workReview,
      opinion: 'optional',
      tone: 'primary',
    },
    {
      action: 'return',
      label: L(['退回', 'Return', 'Devolver']),
      from: ['submitted'],
      to: 'returned',
      by: 'above',
      privilege: PRIVILEGES.workReview,
      opinion: 'required',
      tone: 'danger',
    },
  ],
};

/** The state field of a reviewed record: set by the workflow only. */
export const reviewStateField = (): FieldDef =>
  f.dict('state', ['状态', 'State', 'Estado'], 'workflowState', {
    derived: true,
    list: true,
    filter: 'eq',
    default: 'draft',
  });
