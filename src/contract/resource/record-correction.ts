import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The branch secretary's screens of the corrections members ask for. */
export const CORRECTION_LIST = '/memberManagement/recordCorrection';

/**
 * A member's request to correct what the branch holds about them: made by the member on their own record
 * screen, answered with a note by their branch's staff (the answer shows among the member's to-dos).
 */
export const recordCorrectionEntity: EntityDef = {
  name: 'recordCorrection',
  label: L(['信息更正申请', 'Record correction', 'Corrección de datos']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'field',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: [CORRECTION_LIST] },
  // What the member asked stays as asked: the branch answers it (a move with a note), never rewrites or deletes it.
  appendOnly: true,
  table: { name: 'record_corrections', indexes: [['memberId', 'state']] },
  workflow: {
    field: 'state',
    initial: 'open',
    editable: [],
    moves: [
      {
        action: 'answer',
        label: L(['答复', 'Answer', 'Responder']),
        from: ['open'],
        to: 'answered',
        by: 'owner',
        opinion: 'required',
        tone: 'primary',
      },
    ],
  },
  fields: [
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true, list: true }),
    f.text('field', ['更正项目', 'What is wrong', 'Dato erróneo'], { required: true, max: 50, list: true }),
    // What a member asks to have on record is often a phone or an ID number: kept like the member's own.
    f.text('proposed', ['应为', 'Should read', 'Debería decir'], {
      required: true,
      max: 200,
      list: true,
      sensitive: true,
      // Free text of any length: only its first and last characters show, or a short value would show whole.
      masked: { keepStart: 1, keepEnd: 1 },
    }),
    f.textarea('reason', ['说明', 'Explanation', 'Explicación'], { max: 500 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'correctionState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: 'open',
    }),
  ],
};
