import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** Moving a member's organisation relationship in or out; an accepted transfer moves the member. */
export const memberTransferEntity = {
  name: 'memberTransfer',
  label: L(['组织关系转接', 'Membership transfer', 'Traslado de militancia']),
  owner: ['orgId', 'toOrgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/membersTransferred'] },
  accessories: true,
  // 申请 -> 审批中 -> 已转出 -> 已接收, with 退回 by the receiving side and 撤销 on the way.
  workflow: {
    field: 'status',
    initial: '1',
    editable: ['1', '5'],
    moves: [
      {
        action: 'submit',
        label: L(['提交审批', 'Submit for approval', 'Enviar a aprobación']),
        from: ['1'],
        to: '2',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'approve',
        label: L(['审批通过并转出', 'Approve and send', 'Aprobar y enviar']),
        from: ['2'],
        to: '3',
        by: 'owner',
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'receive',
        label: L(['确认接收', 'Confirm receipt', 'Confirmar recepción']),
        from: ['3'],
        to: '4',
        by: 'receiver',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回', 'Return', 'Devolver']),
        from: ['2', '3'],
        to: '5',
        by: 'receiver',
        opinion: 'required',
        tone: 'danger',
      },
      {
        action: 'resubmit',
        label: L(['重新提交', 'Resubmit', 'Reenviar']),
        from: ['5'],
        to: '2',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'cancel',
        label: L(['撤销', 'Withdraw', 'Retirar']),
        from: ['1', '2', '5'],
        to: '6',
        by: 'owner',
        opinion: 'optional',
        tone: 'danger',
      },
    ],
  },
  table: { name: 'member_transfers', indexes: [['orgId', 'status'], ['memberId']] },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true }),
    f.text('memberName', ['姓名', 'Name', 'Nombre'], {
      derived: true,
      list: true,
      filter: 'like',
      max: 50,
      notNull: true,
    }),
    f.dict('direction', ['转接方向', 'Direction', 'Sentido'], 'transferDirection', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    f.dict('scope', ['转接范围', 'Scope', 'Ámbito'], 'transferScope', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['转出组织', 'From', 'Desde'], { derived: true, list: true, filter: 'subtree', notNull: true }),
    f.org('toOrgId', ['转入组织（集团内）', 'To (in the group)', 'Hacia (en el grupo)'], {
      list: true,
      groupWide: true,
    }),
    f.text('outsideOrgName', ['集团外组织名称', 'Organisation outside the group', 'Organización externa'], {
      max: 200,
    }),
    f.textarea('reason', ['转接原因', 'Reason', 'Motivo'], { required: true, max: 500 }),
    f.text('feesPaidUntil', ['党费缴至', 'Fees paid until', 'Cuotas pagadas hasta'], {
      max: 7,
      pattern: { source: '^\\d{4}-(0[1-9]|1[0-2])$', message: 'pattern.yearMonth' },
    }),
    f.text('letterNo', ['介绍信编号', 'Letter no.', 'Nº de carta'], { max: 50, list: true, filter: 'eq' }),
    f.int('validDays', ['有效期（天）', 'Valid (days)', 'Validez (días)'], { min: 1, max: 90 }),
    f.date('issuedOn', ['开具日期', 'Issued on', 'Emitida el'], { list: true, sortable: true, filter: 'range' }),
    f.dict('status', ['状态', 'Status', 'Estado'], 'transferStatus', {
      derived: true,
      list: true,
      filter: 'eq',
      default: '1',
    }),
    f.date('receivedOn', ['回执日期', 'Receipt on', 'Recibo el'], { derived: true, list: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
} satisfies EntityDef;
