import { DOCUMENT_TEMPLATES_MENU } from '../documents';
import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * A template the system administrator uploaded in place of a document kind's default: one row per kind at
 * most (removing it brings the default back). Its file is a server column, never on the wire; its screen is
 * the templates screen, which lists every kind, replaced or not, so it has no generic list of its own.
 */
export const documentTemplateEntity = {
  name: 'documentTemplate',
  label: L(['文书模板', 'Document templates', 'Plantillas de documentos']),
  owner: [],
  defaultSort: { field: 'kind', order: 'asc' },
  titleField: 'kind',
  privileges: { write: PRIVILEGES.dictManage },
  access: { menus: [DOCUMENT_TEMPLATES_MENU] },
  table: { name: 'document_templates', unique: [['kind']] },
  fields: [
    f.text('kind', ['文书种类', 'Document kind', 'Tipo de documento'], { required: true, max: 50 }),
    f.text('fileName', ['文件名', 'File name', 'Nombre del archivo'], { required: true, max: 200 }),
    f.int('size', ['大小（字节）', 'Size (bytes)', 'Tamaño (bytes)'], { required: true, min: 0 }),
  ],
} satisfies EntityDef;
