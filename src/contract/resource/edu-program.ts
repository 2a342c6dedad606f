import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** The three study channels share one entity and one set of screens, told apart by the route. */
export const EDU_CHANNELS = ['mwarningedu', 'towstdaneact', 'classbyday'] as const;
export type EduChannel = (typeof EDU_CHANNELS)[number];

/** One menu entry per channel. */
export const byChannel = (menu: (channel: EduChannel) => string): Record<string, string[]> =>
  Object.fromEntries(EDU_CHANNELS.map((c) => [c, [menu(c)]]));

/** A study programme of one channel: what its target organisations' members are to study, and for how long. */
export const eduProgramEntity: EntityDef = {
  name: 'eduProgram',
  label: L(['学习专题', 'Study programme', 'Programa de estudio']),
  owner: ['orgId'],
  defaultSort: { field: 'openFrom', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.eduWrite, export: PRIVILEGES.export },
  // A channel's programmes are run from its detail screen, which the staff who run them hold and ordinary
  // members (who study through their own calls) do not.
  access: { menus: [], byValue: { field: 'channel', menus: byChannel((c) => `/educational/${c}_info`) } },
  table: { name: 'edu_programs' },
  // A member's receipt is their study of the programme's items, one record per item opened.
  audience: {
    orgs: 'targetOrgIds',
    reaches: 'members',
    receipt: { keeps: ['read'], entity: 'studyRecord', parent: 'programId', target: 'memberId', at: 'openedAt' },
  },
  fields: [
    f.dict('channel', ['栏目', 'Channel', 'Canal'], 'eduChannel', { required: true, filter: 'eq' }),
    f.text('title', ['专题名称', 'Title', 'Título'], {
      required: true,
      max: 100,
      list: true,
      filter: 'like',
      sortable: true,
    }),
    f.textarea('description', ['专题简介', 'Description', 'Descripción'], { max: 2000 }),
    f.text('cover', ['封面图片地址', 'Cover image address', 'Dirección de la portada'], {
      max: 300,
      pattern: { source: '^(https?://|/)\\S+$', message: 'pattern.imageAddress' },
    }),
    f.orgs('targetOrgIds', ['学习对象', 'Target organisations', 'Organizaciones destinatarias'], {
      required: true,
      list: true,
    }),
    f.date('openFrom', ['开放日期', 'Open from', 'Abierto desde'], {
      required: true,
      list: true,
      sortable: true,
      filter: 'range',
    }),
    f.date('openTo', ['截止日期', 'Open to', 'Abierto hasta'], { required: true, list: true, sortable: true }),
    f.int('requiredMinutes', ['要求学时（分钟）', 'Required minutes', 'Minutos requeridos'], {
      required: true,
      min: 0,
      max: 10000,
      list: true,
    }),
    f.int('contentCount', ['内容数', 'Items', 'Elementos'], { derived: true, virtual: true, list: true }),
    f.org('orgId', ['发布组织', 'Published by', 'Publicado por'], { required: true, list: true, filter: 'subtree' }),
  ],
};
