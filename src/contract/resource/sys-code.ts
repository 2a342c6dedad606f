import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * One item of the dictionary (SPEC section 3): every code list of the screens, sysConfig included. The
 * column keeps its old name `dict`; the wire calls it `dictName`.
 */
export const sysCodeEntity = {
  name: 'sysCode',
  label: L(['字典项', 'Dictionary item', 'Elemento del diccionario']),
  owner: [],
  defaultSort: { field: 'dictName', order: 'asc', then: 'sort' },
  titleField: 'label',
  privileges: { write: PRIVILEGES.dictManage, export: PRIVILEGES.export },
  access: { menus: ['/systemmanagement/bs_syscode'] },
  table: { name: 'sys_codes', unique: [['dictName', 'value']] },
  fields: [
    f.text('dictName', ['字典名称', 'Dictionary', 'Diccionario'], {
      column: 'dict',
      required: true,
      max: 50,
      list: true,
      filter: 'eq',
      sortable: true,
      pattern: { source: '^[A-Za-z][A-Za-z0-9_]*$', message: 'pattern.identifier' },
    }),
    f.text('value', ['字典值', 'Value', 'Valor'], { required: true, max: 50, list: true, filter: 'eq' }),
    f.text('label', ['显示名称', 'Label', 'Etiqueta'], { required: true, max: 200, list: true, filter: 'like' }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, list: true, sortable: true, default: 0 }),
    f.bool('enabled', ['启用', 'Enabled', 'Activo'], {
      list: true,
      filter: 'eq',
      default: true,
      help: L([
        '已被记录使用的字典项只能停用，不能删除',
        'An item that records use can be disabled, not deleted',
        'Un elemento en uso se desactiva, no se elimina',
      ]),
    }),
    f.text('remark', ['备注', 'Remark', 'Observación'], { max: 200 }),
  ],
} satisfies EntityDef;
