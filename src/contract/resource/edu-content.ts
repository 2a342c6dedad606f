import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';
import { byChannel } from './edu-program';

/** One item of a programme: an article written in the page, or a video or document attached as a file. */
export const eduContentEntity: EntityDef = {
  name: 'eduContent',
  label: L(['学习内容', 'Study item', 'Elemento de estudio']),
  owner: ['orgId'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.eduWrite, export: PRIVILEGES.export },
  access: { menus: [], byValue: { field: 'channel', menus: byChannel((c) => `/educational/${c}Content`) } },
  accessories: true,
  table: { name: 'edu_contents', indexes: [['programId', 'sort']] },
  fields: [
    f.ref('programId', ['所属专题', 'Programme', 'Programa'], 'eduProgram', {
      required: true,
      list: true,
      filter: 'eq',
    }),
    // The programme's channel: each channel's screen lists its own programmes' items.
    f.dict('channel', ['栏目', 'Channel', 'Canal'], 'eduChannel', {
      virtual: true,
      derived: true,
      hiddenInForm: true,
      filter: 'eq',
    }),
    f.text('title', ['标题', 'Title', 'Título'], { required: true, max: 100, list: true, filter: 'like' }),
    f.dict('kind', ['类型', 'Kind', 'Tipo'], 'eduContentKind', { required: true, list: true, filter: 'eq' }),
    f.int('sort', ['顺序', 'Order', 'Orden'], {
      required: true,
      min: 0,
      max: 9999,
      list: true,
      sortable: true,
      default: 0,
    }),
    f.int('minutes', ['学时（分钟）', 'Minutes', 'Minutos'], { required: true, min: 1, max: 600, list: true }),
    f.html('body', ['正文', 'Text', 'Texto'], {
      help: L([
        '文章的正文；视频和文档请保存后在附件中上传',
        'The article itself; upload a video or document as an accessory after saving',
        'El texto del artículo; suba el vídeo o documento como adjunto tras guardar',
      ]),
    }),
    f.org('orgId', ['发布组织', 'Published by', 'Publicado por'], { derived: true, hiddenInForm: true }),
  ],
};
