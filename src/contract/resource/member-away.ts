import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** memberAwayState codes: away until the member returns, which ends the record. */
export const AWAY_STATE = { away: '1', returned: '2' } as const;

/**
 * A member working away from the branch (流动党员): where, for whom, the organisation attended there and
 * the mobile member's certificate. Dues, study and exams go on through the app; returning ends the record.
 */
export const memberAwayEntity = {
  name: 'memberAway',
  label: L(['流动党员', 'Member working away', 'Militante desplazado']),
  owner: ['orgId'],
  defaultSort: { field: 'since', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberAway'] },
  accessories: true,
  workflow: {
    field: 'state',
    initial: AWAY_STATE.away,
    editable: [AWAY_STATE.away],
    moves: [
      {
        action: 'return',
        label: L(['返回销号', 'Returned', 'Regresó']),
        from: [AWAY_STATE.away],
        to: AWAY_STATE.returned,
        by: 'owner',
        opinion: 'optional',
        tone: 'primary',
      },
    ],
  },
  table: {
    name: 'member_away',
    indexes: [
      ['orgId', 'state'],
      ['memberId', 'state'],
    ],
  },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Militante'], 'member', { required: true }),
    f.text('memberName', ['姓名', 'Name', 'Nombre'], {
      derived: true,
      list: true,
      filter: 'like',
      max: 50,
      notNull: true,
    }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], {
      derived: true,
      list: true,
      filter: 'subtree',
      notNull: true,
    }),
    f.text('place', ['流入地', 'Place', 'Lugar'], { required: true, max: 100, list: true, filter: 'like' }),
    f.text('employer', ['工作单位', 'Employer', 'Empleador'], { max: 100, list: true, filter: 'like' }),
    f.date('since', ['外出日期', 'Since', 'Desde'], { required: true, list: true, sortable: true, filter: 'range' }),
    f.date('until', ['预计返回日期', 'Until', 'Hasta'], { list: true, sortable: true }),
    f.text('contact', ['联系方式', 'Contact', 'Contacto'], { max: 100 }),
    f.text('hostOrgName', ['流入地党组织', 'Party organisation attended there', 'Organización del partido allí'], {
      max: 200,
      list: true,
    }),
    f.text('certificateNo', ['流动党员活动证编号', 'Mobile member certificate no.', 'Nº de certificado'], {
      max: 50,
      filter: 'eq',
    }),
    f.dict('state', ['状态', 'State', 'Estado'], 'memberAwayState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: AWAY_STATE.away,
    }),
    f.date('returnedOn', ['返回日期', 'Returned on', 'Regresó el'], { derived: true, list: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
} satisfies EntityDef;
