import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The screen of data calls: what one's level sent down, and what one's organisations received. */
export const DATA_CALL_MENU = '/Intelligentanalysis/datacall';

/**
 * A form a level above sends to the organisations below it (数据报送): its columns, one row per
 * organisation or several, a deadline. Sending makes one reply per target; the columns then stay as sent.
 */
export const dataCallEntity: EntityDef = {
  name: 'dataCall',
  label: L(['数据报送', 'Data call', 'Solicitud de datos']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.taskIssue, export: PRIVILEGES.export },
  access: { menus: [DATA_CALL_MENU] },
  accessories: true,
  table: { name: 'data_calls', indexes: [['orgId', 'state']] },
  fields: [
    f.text('title', ['报送名称', 'Title', 'Título'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.org('orgId', ['下发组织', 'Sent by', 'Enviada por'], { derived: true, list: true, filter: 'subtree' }),
    f.date('deadline', ['报送截止', 'Deadline', 'Plazo'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.dict('rowMode', ['填报方式', 'Rows', 'Filas'], 'dataCallRowMode', { required: true, list: true }),
    f.orgs('targetOrgIds', ['报送单位', 'Sent to', 'Destinatarios'], { required: true, list: true, span: 24 }),
    f.textarea('instructions', ['填报说明', 'Instructions', 'Instrucciones'], { max: 2000 }),
    f.json('columns', ['报送栏目', 'Columns', 'Columnas'], { max: 20_000 }),
    f.dict('state', ['状态', 'State', 'Estado'], 'dataCallState', {
      derived: true,
      default: 'draft',
      list: true,
      filter: 'eq',
    }),
    f.int('receiptCount', ['报送单位数', 'Organisations', 'Organizaciones'], {
      derived: true,
      virtual: true,
      list: true,
    }),
    f.int('submittedCount', ['已报送', 'Submitted', 'Presentadas'], { derived: true, virtual: true, list: true }),
    f.int('acceptedCount', ['已采用', 'Accepted', 'Aceptadas'], { derived: true, virtual: true, list: true }),
  ],
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft'],
    moves: [
      {
        action: 'close',
        label: L(['结束报送', 'Close', 'Cerrar']),
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
    receipt: { keeps: ['submitted'], entity: 'dataCallReply', parent: 'dataCallId', target: 'orgId' },
  },
  distribution: {
    stateField: 'state',
    draftState: 'draft',
    sentState: 'issued',
    // What the organisations fill in is the form as it was sent.
    frozen: ['targetOrgIds', 'title', 'deadline', 'rowMode', 'instructions', 'columns'],
    progressColumns: ['orgId', 'state', 'rowCount', 'submittedAt', 'reviewedAt'],
  },
};

/**
 * What one organisation answers to a data call: a copy of the form as sent (title, instructions, columns,
 * deadline), its rows, filled on screen or by the form's .xlsx template; submitted, and returned with an
 * opinion or accepted by the level that sent it. Sending makes one per target; one made by hand must answer
 * a call that names its organisation.
 */
export const dataCallReplyEntity: EntityDef = {
  name: 'dataCallReply',
  label: L(['报送填报', 'Data call reply', 'Respuesta a la solicitud']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.taskHandle, export: PRIVILEGES.export },
  access: { menus: [DATA_CALL_MENU] },
  table: { name: 'data_call_replies', unique: [['dataCallId', 'orgId']], indexes: [['orgId', 'state']] },
  fields: [
    f.org('orgId', ['报送单位', 'Organisation', 'Organización'], {
      required: true,
      list: true,
      filter: 'subtree',
      hiddenInForm: true,
    }),
    f.text('title', ['报送名称', 'Title', 'Título'], { derived: true, max: 200, list: true, filter: 'like', span: 24 }),
    f.text('issuerName', ['下发组织', 'Sent by', 'Enviada por'], { derived: true, max: 100, list: true }),
    f.date('deadline', ['报送截止', 'Deadline', 'Plazo'], {
      derived: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.dict('rowMode', ['填报方式', 'Rows', 'Filas'], 'dataCallRowMode', { derived: true }),
    f.textarea('instructions', ['填报说明', 'Instructions', 'Instrucciones'], { derived: true }),
    f.json('columns', ['报送栏目', 'Columns', 'Columnas'], { derived: true }),
    f.json('rows', ['报送数据', 'Rows', 'Filas'], { derived: true, max: 1_000_000 }),
    f.int('rowCount', ['行数', 'Rows', 'Filas'], { derived: true, list: true }),
    f.dict('state', ['报送状态', 'State', 'Estado'], 'dataCallReplyState', {
      derived: true,
      default: 'pending',
      list: true,
      filter: 'eq',
    }),
    f.datetime('submittedAt', ['报送时间', 'Submitted at', 'Presentada el'], {
      derived: true,
      list: true,
      sortable: true,
    }),
    f.datetime('reviewedAt', ['审核时间', 'Reviewed at', 'Revisada el'], { derived: true, list: true }),
    f.textarea('reviewOpinion', ['审核意见', 'Opinion', 'Opinión'], { derived: true }),
    f.textarea('remark', ['报送说明', 'Remark', 'Observación'], { max: 500 }),
    // Last: its filter serves the sender's progress table more than the user's search.
    f.ref('dataCallId', ['数据报送', 'Data call', 'Solicitud de datos'], 'dataCall', {
      required: true,
      filter: 'eq',
      hiddenInForm: true,
    }),
  ],
  workflow: {
    field: 'state',
    initial: 'pending',
    editable: ['pending', 'returned'],
    moves: [
      {
        action: 'submit',
        label: L(['提交报送', 'Submit', 'Presentar']),
        from: ['pending', 'returned'],
        to: 'submitted',
        by: 'owner',
        privilege: PRIVILEGES.taskHandle,
        tone: 'primary',
      },
      {
        action: 'accept',
        label: L(['采用', 'Accept', 'Aceptar']),
        from: ['submitted'],
        to: 'accepted',
        by: 'issuer',
        privilege: PRIVILEGES.taskReview,
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回修改', 'Return', 'Devolver']),
        from: ['submitted'],
        to: 'returned',
        by: 'issuer',
        privilege: PRIVILEGES.taskReview,
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
};
