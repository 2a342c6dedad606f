import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';
import { EDU_CHANNELS } from './edu-program';

/**
 * One member's study of one item: when it was opened and finished and the seconds spent with the page
 * in view. Written only by the member's own study calls; read-only everywhere else.
 */
export const studyRecordEntity: EntityDef = {
  name: 'studyRecord',
  label: L(['学习记录', 'Study record', 'Registro de estudio']),
  owner: ['orgId'],
  defaultSort: { field: 'openedAt', order: 'desc' },
  titleField: 'memberId',
  privileges: { write: PRIVILEGES.eduWrite, export: PRIVILEGES.export },
  // Read where programmes are run: the programme detail screen of any channel.
  access: { menus: EDU_CHANNELS.map((c) => `/educational/${c}_info`) },
  readOnly: true,
  table: { name: 'study_records', unique: [['memberId', 'contentId']], indexes: [['programId', 'memberId']] },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { required: true, list: true, filter: 'subtree' }),
    f.ref('programId', ['专题', 'Programme', 'Programa'], 'eduProgram', { required: true, list: true, filter: 'eq' }),
    f.ref('contentId', ['学习内容', 'Item', 'Elemento'], 'eduContent', { required: true, list: true, filter: 'eq' }),
    f.datetime('openedAt', ['开始学习', 'Opened', 'Abierto'], { required: true, list: true, sortable: true }),
    f.datetime('finishedAt', ['完成学习', 'Finished', 'Terminado'], { list: true }),
    f.int('seconds', ['学习时长（秒）', 'Seconds', 'Segundos'], {
      required: true,
      min: 0,
      list: true,
      sortable: true,
      default: 0,
    }),
    f.datetime('lastSeenAt', ['最近计时', 'Last counted', 'Último conteo'], { hiddenInForm: true }),
  ],
};
