import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** feeExpenseKind codes. */
export const EXPENSE_KIND = { spending: '1', remitUp: '2', allocateDown: '3' } as const;

/** One entry of an organisation's dues ledger (feePay, route type 'out'): spending, a remittance up, an allocation down. */
export const feeExpenseEntity: EntityDef = {
  name: 'feeExpense',
  label: L(['党费支出', 'Dues spending', 'Gastos de cuotas']),
  owner: ['orgId'],
  defaultSort: { field: 'spentOn', order: 'desc' },
  titleField: 'purpose',
  privileges: { write: PRIVILEGES.feeWrite, export: PRIVILEGES.export },
  access: { menus: ['/feeManagement/feePay'] },
  accessories: true,
  table: { name: 'fee_expenses', indexes: [['orgId', 'spentOn']] },
  fields: [
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.date('spentOn', ['日期', 'Date', 'Fecha'], { required: true, list: true, filter: 'range', sortable: true }),
    f.dict('kind', ['类型', 'Kind', 'Tipo'], 'feeExpenseKind', { required: true, list: true, filter: 'eq' }),
    f.dict('category', ['支出类别', 'Category', 'Categoría'], 'feeCategory', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    f.money('amount', ['金额（元）', 'Amount (yuan)', 'Importe (yuanes)'], {
      required: true,
      min: 0.01,
      max: 10_000_000,
      list: true,
      sortable: true,
    }),
    f.text('purpose', ['用途', 'Purpose', 'Finalidad'], { required: true, max: 200, list: true, filter: 'like' }),
    f.text('approvedBy', ['批准会议', 'Approving meeting', 'Reunión que aprobó'], { max: 200, list: true }),
    f.text('voucherNo', ['凭证号', 'Voucher no.', 'Nº de comprobante'], { max: 50 }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
