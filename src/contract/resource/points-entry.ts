import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { REVIEW_WORKFLOW, reviewStateField } from './review-workflow';
import type { EntityDef } from './types';

/** Points a branch adds or takes away by hand, beyond what the rules count: one member, one reason. */
export const MANUAL_POINTS_LIMIT = 50;

/**
 * A branch's entry of points (支部加减分) for one member, with its reason: it counts in the member's year
 * only once the level above has approved it (the review every branch report goes through).
 */
export const pointsEntryEntity = {
  name: 'pointsEntry',
  label: L(['积分加减分', 'Points entry', 'Anotación de puntos']),
  owner: ['orgId'],
  defaultSort: { field: 'awardedOn', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberPoints'] },
  accessories: true,
  workflow: REVIEW_WORKFLOW,
  table: {
    name: 'points_entries',
    indexes: [
      ['memberId', 'awardedOn'],
      ['orgId', 'state'],
    ],
  },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Militante'], 'member', { required: true }),
    f.text('memberName', ['姓名', 'Name', 'Nombre'], { derived: true, list: true, filter: 'like', max: 50 }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { derived: true, list: true, filter: 'subtree', notNull: true }),
    f.date('awardedOn', ['事项日期', 'Date', 'Fecha'], { required: true, list: true, sortable: true, filter: 'range' }),
    f.decimal('points', ['分值', 'Points', 'Puntos'], {
      required: true,
      scale: 1,
      precision: 6,
      min: -MANUAL_POINTS_LIMIT,
      max: MANUAL_POINTS_LIMIT,
      list: true,
      help: L(['加分填正数，减分填负数', 'Positive to add, negative to take away', 'Positivo suma, negativo resta']),
    }),
    f.textarea('reason', ['事由', 'Reason', 'Motivo'], { required: true, max: 500, list: true }),
    reviewStateField(),
  ],
} satisfies EntityDef;
