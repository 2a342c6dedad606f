import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** aidSource code of aid paid from party dues: such aid is also an entry of the dues ledger. */
export const AID_FROM_DUES = '1';
/** feeCategory code of the ledger entries that aid from dues writes (困难党员帮扶). */
export const HARDSHIP_AID_CATEGORY = '4';

/**
 * A member in hardship (困难党员): registered by the branch, confirmed by the level above, and reviewed
 * again every year (reopened, brought up to date, submitted) until the hardship is over.
 */
export const memberHardshipEntity = {
  name: 'memberHardship',
  label: L(['困难党员', 'Member in hardship', 'Militante en dificultad']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberHardship'] },
  accessories: true,
  workflow: {
    field: 'state',
    initial: 'draft',
    editable: ['draft', 'returned'],
    queue: ['submitted'],
    moves: [
      {
        action: 'submit',
        label: L(['提交认定', 'Submit for confirmation', 'Enviar a confirmación']),
        from: ['draft', 'returned'],
        to: 'submitted',
        by: 'owner',
        tone: 'primary',
      },
      {
        action: 'approve',
        label: L(['认定通过', 'Confirm', 'Confirmar']),
        from: ['submitted'],
        to: 'approved',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回', 'Return', 'Devolver']),
        from: ['submitted'],
        to: 'returned',
        by: 'above',
        privilege: PRIVILEGES.workReview,
        opinion: 'required',
        tone: 'danger',
      },
      {
        action: 'review',
        label: L(['年度复核', 'Yearly review', 'Revisión anual']),
        from: ['approved'],
        to: 'draft',
        by: 'owner',
        opinion: 'optional',
      },
      {
        action: 'close',
        label: L(['脱困销号', 'Hardship over', 'Dificultad superada']),
        from: ['approved'],
        to: 'closed',
        by: 'owner',
        opinion: 'required',
        tone: 'danger',
      },
    ],
  },
  table: { name: 'member_hardships', indexes: [['orgId', 'state'], ['memberId']] },
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
    f.dict('kind', ['困难类型', 'Kind of hardship', 'Tipo de dificultad'], 'hardshipKind', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    f.dict('level', ['困难程度', 'Level', 'Grado'], 'hardshipLevel', { required: true, list: true, filter: 'eq' }),
    f.date('since', ['困难起始日期', 'Since', 'Desde'], { required: true, list: true, sortable: true }),
    f.textarea('cause', ['致困原因', 'Cause', 'Causa'], { required: true, max: 1000 }),
    f.text('contact', ['联系方式', 'Contact', 'Contacto'], { max: 100 }),
    f.ref('helperId', ['帮扶责任人', 'Assigned helper', 'Responsable de ayuda'], 'member'),
    f.text('helperName', ['帮扶责任人', 'Assigned helper', 'Responsable de ayuda'], {
      derived: true,
      list: true,
      max: 50,
    }),
    f.dict('state', ['状态', 'State', 'Estado'], 'hardshipState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: 'draft',
    }),
    f.date('reviewedOn', ['最近认定日期', 'Last confirmed on', 'Última confirmación'], {
      derived: true,
      list: true,
      sortable: true,
    }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
} satisfies EntityDef;

/**
 * A visit to a member in hardship and the aid given (走访慰问). Aid paid from party dues is one entry of
 * the dues ledger, which the aid writes and keeps in step: `expenseId` links it.
 */
export const hardshipAidEntity = {
  name: 'hardshipAid',
  label: L(['帮扶慰问', 'Visit and aid', 'Visita y ayuda']),
  owner: ['orgId'],
  defaultSort: { field: 'visitedOn', order: 'desc' },
  titleField: 'memberName',
  privileges: { write: PRIVILEGES.memberWrite, export: PRIVILEGES.export },
  access: { menus: ['/memberManagement/memberHardship'] },
  table: { name: 'hardship_aids', indexes: [['orgId', 'visitedOn'], ['hardshipId']] },
  fields: [
    f.ref('hardshipId', ['困难党员', 'Member in hardship', 'Militante en dificultad'], 'memberHardship', {
      required: true,
      filter: 'eq',
    }),
    f.text('memberName', ['姓名', 'Name', 'Nombre'], { derived: true, list: true, filter: 'like', max: 50 }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], {
      derived: true,
      list: true,
      filter: 'subtree',
      notNull: true,
    }),
    f.date('visitedOn', ['慰问日期', 'Date', 'Fecha'], { required: true, list: true, sortable: true, filter: 'range' }),
    f.text('visitors', ['慰问人', 'Visited by', 'Visitado por'], { required: true, max: 100, list: true }),
    f.dict('form', ['慰问形式', 'Form of aid', 'Forma de ayuda'], 'aidForm', { required: true, list: true }),
    f.money('amount', ['金额（元）', 'Amount (yuan)', 'Importe (yuanes)'], {
      min: 0,
      max: 1_000_000,
      list: true,
      sortable: true,
    }),
    f.text('goods', ['慰问物品', 'Goods', 'Bienes'], { max: 200 }),
    f.dict('source', ['资金来源', 'Source', 'Origen'], 'aidSource', { required: true, list: true, filter: 'eq' }),
    f.ref('expenseId', ['党费支出记录', 'Dues ledger entry', 'Asiento de cuotas'], 'feeExpense', { derived: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
} satisfies EntityDef;
