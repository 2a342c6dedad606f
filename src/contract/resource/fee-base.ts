import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * A member's current salary base, as the last import or dues row left it: what the next month's rows
 * start from. Not a screen of its own (the import and the dues rows change it), so it is not in ENTITIES.
 */
export const feeBaseEntity: EntityDef = {
  name: 'feeBase',
  label: L(['党费基数', 'Dues base', 'Base de cuota']),
  owner: ['orgId'],
  defaultSort: { field: 'memberId', order: 'asc' },
  titleField: 'memberId',
  privileges: { write: PRIVILEGES.feeWrite },
  access: { menus: ['/feeManagement/feeIncome'] },
  table: { name: 'fee_bases', unique: [['memberId']] },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true }),
    f.money('salaryBase', ['工资基数（元）', 'Salary base (yuan)', 'Base salarial (yuanes)'], {
      required: true,
      min: 0,
    }),
    f.bool('retired', ['离退休', 'Retired', 'Jubilado']),
    f.bool('fixedDues', ['定额党费', 'Fixed dues', 'Cuota fija']),
  ],
};
