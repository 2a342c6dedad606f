import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** One term of an organisation's committee; the due end follows from the type unless an approval moves it. */
export const orgTermEntity = {
  name: 'orgTerm',
  label: L(['换届', 'Term', 'Mandato']),
  owner: ['orgId'],
  defaultSort: { field: 'dueOn', order: 'asc' },
  titleField: 'termNo',
  privileges: { write: PRIVILEGES.orgWrite, export: PRIVILEGES.export },
  access: { menus: ['/organizational/exchangeorg'] },
  accessories: true,
  table: { name: 'org_terms', indexes: [['orgId', 'termNo']] },
  fields: [
    f.org('orgId', ['党组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.int('termNo', ['届次', 'Term no.', 'Número de mandato'], {
      required: true,
      min: 1,
      max: 99,
      list: true,
      sortable: true,
    }),
    f.date('startOn', ['本届开始日期', 'Start', 'Inicio'], { required: true, list: true, sortable: true }),
    f.date('dueOn', ['应届满日期', 'Due end', 'Fin previsto'], {
      list: true,
      notNull: true,
      sortable: true,
      filter: 'range',
      help: L([
        '留空则按组织类别自动计算（党委5年，总支、支部3年）',
        'Left empty: from the type (committee 5 years, others 3)',
        'Vacío: según el tipo (comité 5 años, otros 3)',
      ]),
    }),
    f.date('actualEndOn', ['实际换届日期', 'Actual end', 'Fin real'], { list: true }),
    f.dict('electionMode', ['选举方式', 'Election mode', 'Modo de elección'], 'electionMode'),
    f.text('adjustApprovalNo', ['延期/提前换届批复文号', 'Approval of change', 'Aprobación del cambio'], { max: 100 }),
    f.textarea('adjustReason', ['延期/提前换届原因', 'Reason for change', 'Motivo del cambio'], { max: 500 }),
    f.textarea('committee', ['当选班子', 'Elected committee', 'Comité elegido'], { max: 1000 }),
    f.dict('dueState', ['届期状态', 'Term state', 'Estado'], 'termDueState', {
      derived: true,
      virtual: true,
      list: true,
      filter: 'eq',
    }),
  ],
} satisfies EntityDef;
