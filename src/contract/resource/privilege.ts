import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * An entry of the menu catalogue: the screens of the route catalogue (which cannot be removed, only
 * hidden) and the external links staff add. Labels in the three languages feed the menu and the titles.
 */
export const privilegeEntity = {
  name: 'privilege',
  label: L(['菜单权限', 'Menu entry', 'Entrada de menú']),
  owner: [],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'label',
  privileges: { write: PRIVILEGES.dictManage, export: PRIVILEGES.export },
  access: { menus: ['/UserPrivilege/PrivilegeMgt'] },
  table: { name: 'menus' },
  fields: [
    f.ref('parentId', ['上级菜单', 'Parent', 'Menú superior'], 'privilege', { list: false, filter: 'eq' }),
    f.text('path', ['路由路径', 'Path', 'Ruta'], {
      required: true,
      max: 100,
      list: true,
      filter: 'like',
      help: L([
        '系统菜单的路径不可修改；新增的只能是外部链接（http(s)://、mailto:、tel:）',
        'Paths of the catalogue are fixed; new entries are external links',
        'Las rutas del catálogo son fijas; las nuevas son enlaces externos',
      ]),
    }),
    f.text('label', ['名称（中文）', 'Label (Chinese)', 'Etiqueta (chino)'], {
      required: true,
      max: 50,
      list: true,
      filter: 'like',
    }),
    f.text('labelEn', ['名称（英文）', 'Label (English)', 'Etiqueta (inglés)'], { max: 80, list: true }),
    f.text('labelEs', ['名称（西班牙文）', 'Label (Spanish)', 'Etiqueta (español)'], { max: 80, list: true }),
    f.text('icon', ['图标', 'Icon', 'Icono'], {
      max: 50,
      list: true,
      pattern: { source: '^[A-Za-z][A-Za-z0-9]*$', message: 'pattern.lettersDigits' },
    }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, list: true, sortable: true, default: 0 }),
    f.bool('hidden', ['隐藏', 'Hidden', 'Oculto'], { list: true, filter: 'eq', default: false }),
  ],
} satisfies EntityDef;
