import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The upper level's monthly work guide or notice, sent to organisations below with a deadline (工作安排). */
export const workArrangementEntity: EntityDef = {
  name: 'workArrangement',
  label: L(['工作安排', 'Work arrangement', 'Plan de trabajo']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.affairsWrite, export: PRIVILEGES.export },
  access: { menus: ['/partyAffairs/workargmt'] },
  accessories: true,
  table: { name: 'work_arrangements' },
  audience: {
    orgs: 'targetOrgIds',
    reaches: 'organisations',
    receipt: { keeps: ['acknowledged'], entity: 'workArrangementReceipt', parent: 'arrangementId', target: 'orgId' },
  },
  distribution: {
    stateField: 'state',
    draftState: 'draft',
    sentState: 'issued',
    // A sent notice is a document: what the targets received stays as it was.
    frozen: ['targetOrgIds', 'title', 'month', 'content', 'deadline'],
  },
  fields: [
    f.text('title', ['标题', 'Title', 'Título'], { required: true, max: 200, list: true, filter: 'like', span: 24 }),
    f.dict('kind', ['类别', 'Kind', 'Tipo'], 'arrangementKind', { required: true, list: true, filter: 'eq' }),
    f.month('month', ['所属月份', 'Month', 'Mes'], { required: true, list: true, sortable: true, filter: 'eq' }),
    f.org('orgId', ['下发组织', 'Issued by', 'Emitido por'], { required: true, list: true, filter: 'subtree' }),
    f.date('deadline', ['完成时限', 'Deadline', 'Plazo'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.orgs('targetOrgIds', ['下发对象', 'Sent to', 'Destinatarios'], { required: true, list: true, span: 24 }),
    f.textarea('content', ['工作内容', 'Content', 'Contenido'], { required: true, max: 5000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'arrangementState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
