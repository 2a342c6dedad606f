import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * What one organisation received: a work arrangement sent through the system (one receipt per target, made
 * when it is issued), or a notice that came from outside on paper and was registered by hand. The target
 * acknowledges it and later reports it done; the issuing side may send a report back.
 */
export const workArrangementReceiptEntity: EntityDef = {
  name: 'workArrangementReceipt',
  label: L(['工作安排回执', 'Arrangement receipt', 'Acuse del plan']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.affairsWrite, export: PRIVILEGES.export },
  // Shown beside the list (a drawer): the arrangements' screen lists what was received too.
  access: { menus: ['/partyAffairs/workargmt'] },
  table: { name: 'work_arrangement_receipts', unique: [['arrangementId', 'orgId']] },
  workflow: {
    field: 'state',
    initial: 'pending',
    editable: ['pending', 'acknowledged'],
    moves: [
      {
        action: 'acknowledge',
        label: L(['签收', 'Acknowledge', 'Acusar recibo']),
        from: ['pending'],
        to: 'acknowledged',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'complete',
        label: L(['报告完成', 'Report done', 'Informar cumplido']),
        from: ['acknowledged'],
        to: 'done',
        by: 'owner',
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'reopen',
        label: L(['退回重办', 'Send back', 'Devolver']),
        from: ['done'],
        to: 'acknowledged',
        by: 'issuer',
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
  fields: [
    f.org('orgId', ['接收组织', 'Received by', 'Recibido por'], { required: true, list: true, filter: 'subtree' }),
    f.text('title', ['标题', 'Title', 'Título'], { max: 200, list: true, filter: 'like', span: 24 }),
    f.text('issuerName', ['来文单位', 'From', 'Remitente'], { max: 100, list: true }),
    f.date('deadline', ['完成时限', 'Deadline', 'Plazo'], { list: true, sortable: true, filter: 'range' }),
    f.textarea('content', ['工作内容', 'Content', 'Contenido'], { max: 5000 }),
    f.dict('state', ['办理状态', 'State', 'Estado'], 'arrangementReceiptState', {
      derived: true,
      default: 'pending',
      list: true,
      filter: 'eq',
    }),
    f.textarea('report', ['完成情况', 'Report', 'Informe'], { max: 2000 }),
    f.date('doneOn', ['完成日期', 'Done on', 'Cumplido el'], { derived: true, list: true }),
    // Last: its filter serves the sender's progress table more than the user's search.
    f.ref('arrangementId', ['工作安排', 'Arrangement', 'Plan'], 'workArrangement', {
      derived: true,
      filter: 'eq',
      hiddenInForm: true,
    }),
  ],
};
