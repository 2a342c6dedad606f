import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** feeStatus codes: what a month's dues row may be. */
export const FEE_STATUS = { unpaid: '1', paid: '2', backPaid: '3', exempt: '4', reduced: '5' } as const;
/** Rows that need no more money. */
export const FEE_SETTLED: string[] = [FEE_STATUS.paid, FEE_STATUS.backPaid, FEE_STATUS.exempt, FEE_STATUS.reduced];

/**
 * One member's dues of one month (feeIncome, route type 'in'): the base and bracket decide the ratio and
 * the amount due (server side, by monthlyDues); the branch the member belongs to owns the row.
 */
export const feeIncomeEntity: EntityDef = {
  name: 'feeIncome',
  label: L(['党费收缴', 'Party dues', 'Cuotas']),
  owner: ['orgId'],
  defaultSort: { field: 'month', order: 'desc' },
  titleField: 'month',
  privileges: { write: PRIVILEGES.feeWrite, export: PRIVILEGES.export },
  access: { menus: ['/feeManagement/feeIncome'] },
  table: {
    name: 'fee_income',
    unique: [['memberId', 'month']],
    indexes: [
      ['orgId', 'month'],
      ['memberId', 'status'],
    ],
  },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { derived: true, list: true, filter: 'subtree' }),
    f.month('month', ['月份', 'Month', 'Mes'], { required: true, list: true, filter: 'eq', sortable: true }),
    f.money('salaryBase', ['工资基数（元）', 'Salary base (yuan)', 'Base salarial (yuanes)'], {
      required: true,
      min: 0,
      max: 10_000_000,
      list: true,
    }),
    f.bool('retired', ['离退休', 'Retired', 'Jubilado'], { list: true, filter: 'eq' }),
    f.bool('fixedDues', ['定额党费', 'Fixed dues', 'Cuota fija'], {
      help: L([
        '学生、下岗失业、依靠救济的党员按定额交纳',
        'Students, the unemployed and members on relief pay a fixed amount',
        'Estudiantes, desempleados y personas con ayuda pagan una cuota fija',
      ]),
    }),
    f.decimal('ratio', ['比例', 'Ratio', 'Proporción'], { derived: true, scale: 4, list: true }),
    f.money('due', ['应缴（元）', 'Due (yuan)', 'A pagar (yuanes)'], { derived: true, list: true }),
    f.dict('status', ['状态', 'Status', 'Estado'], 'feeStatus', {
      required: true,
      default: '1',
      list: true,
      filter: 'eq',
      sortable: true,
    }),
    f.money('paid', ['实缴（元）', 'Paid (yuan)', 'Pagado (yuanes)'], { min: 0, max: 10_000_000, list: true }),
    f.date('paidOn', ['缴纳日期', 'Paid on', 'Pagado el'], { list: true, filter: 'range', sortable: true }),
    f.ref('proxyMemberId', ['代缴人', 'Paid by proxy', 'Pagado por'], 'member'),
    f.money('reducedDue', ['减缴后应缴（元）', 'Reduced due (yuan)', 'Cuota reducida (yuanes)'], {
      min: 0,
      max: 10_000_000,
    }),
    f.text('approvalNo', ['批准文号', 'Approval no.', 'Nº de aprobación'], { max: 50 }),
    f.textarea('reason', ['免缴/减缴/补缴说明', 'Reason', 'Motivo'], { max: 500 }),
  ],
};
