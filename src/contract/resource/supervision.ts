import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * An inspection of an organisation's party work by the level above it: findings, a rectification
 * deadline, then the inspected organisation's report and the inspector's acceptance or return.
 * States (dictionary supervisionState): 1 待整改, 2 整改中 (returned), 3 已整改 (reported), 4 已销号.
 */
export const supervisionEntity: EntityDef = {
  name: 'supervision',
  label: L(['督导检查', 'Supervision', 'Supervisión']),
  owner: ['orgId'],
  defaultSort: { field: 'inspectedOn', order: 'desc' },
  titleField: 'subject',
  privileges: { write: PRIVILEGES.supervisionWrite, export: PRIVILEGES.export },
  access: { menus: ['/Qualityefficiency/supvinactivity'] },
  accessories: true,
  table: { name: 'supervisions', indexes: [['state', 'deadline']] },
  fields: [
    f.text('subject', ['检查主题', 'Subject', 'Asunto'], {
      required: true,
      max: 200,
      list: true,
      filter: 'like',
      span: 24,
    }),
    f.org('orgId', ['被检查组织', 'Inspected organisation', 'Organización inspeccionada'], {
      required: true,
      list: true,
      filter: 'subtree',
    }),
    f.date('inspectedOn', ['检查日期', 'Inspected on', 'Fecha'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.text('inspectors', ['检查人员', 'Inspectors', 'Inspectores'], { required: true, max: 200, list: true }),
    f.org('inspectorOrgId', ['检查组织', 'Inspecting organisation', 'Organización inspectora'], {
      derived: true,
      list: true,
    }),
    f.textarea('findings', ['发现问题', 'Findings', 'Hallazgos'], { required: true, max: 4000 }),
    f.bool('rectifyRequired', ['需要整改', 'Rectification required', 'Requiere corrección'], {
      list: true,
      filter: 'eq',
      default: true,
    }),
    f.date('deadline', ['整改期限', 'Deadline', 'Plazo'], { list: true, sortable: true, filter: 'range' }),
    f.textarea('rectifyReport', ['整改报告', 'Rectification report', 'Informe de corrección'], {
      derived: true,
      max: 4000,
    }),
    f.date('reportedOn', ['报告日期', 'Reported on', 'Informado el'], { derived: true, list: true }),
    f.dict('state', ['状态', 'State', 'Estado'], 'supervisionState', {
      derived: true,
      list: true,
      filter: 'eq',
      default: '1',
    }),
    f.bool('overdue', ['整改逾期', 'Overdue', 'Vencida'], { derived: true, virtual: true, list: true, filter: 'eq' }),
  ],
  workflow: {
    field: 'state',
    initial: '1',
    editable: ['1'],
    queue: ['3'],
    moves: [
      // The inspected organisation itself answers with its report (and files on the record), never the inspector.
      {
        action: 'report',
        label: L(['提交整改报告', 'Report rectification', 'Informar corrección']),
        from: ['1', '2'],
        to: '3',
        by: 'self',
        privilege: PRIVILEGES.taskHandle,
        tone: 'primary',
      },
      {
        action: 'accept',
        label: L(['验收销号', 'Accept', 'Aceptar']),
        from: ['3'],
        to: '4',
        by: 'above',
        opinion: 'optional',
        tone: 'primary',
      },
      {
        action: 'return',
        label: L(['退回整改', 'Return', 'Devolver']),
        from: ['3'],
        to: '2',
        by: 'above',
        opinion: 'required',
        tone: 'danger',
      },
      // Nothing to rectify: the inspector closes the record at once.
      {
        action: 'close',
        label: L(['直接销号', 'Close', 'Cerrar']),
        from: ['1'],
        to: '4',
        by: 'above',
        opinion: 'optional',
      },
    ],
  },
};
