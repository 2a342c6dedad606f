import { PRIVILEGES, ROLE_VALUES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** Data scope of a role: own organisation, its subtree, the whole group, or listed organisations (with their subtrees). */
export const DATA_SCOPE = { own: '1', subtree: '2', group: '3', listed: '4' } as const;

/** Roles the system itself relies on: they keep their value and are never deleted. */
export const BUILT_IN_ROLES: readonly string[] = Object.values(ROLE_VALUES);

/** A role: its menu entries, action privileges and data scope. A change reaches every holder at their next call. */
export const roleEntity = {
  name: 'role',
  label: L(['角色', 'Role', 'Rol']),
  owner: ['orgId'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.roleManage, export: PRIVILEGES.export },
  access: { menus: ['/systemmanagement/role'] },
  table: { name: 'roles', unique: [['value']] },
  fields: [
    f.text('name', ['角色名称', 'Name', 'Nombre'], { required: true, max: 50, list: true, filter: 'like' }),
    f.text('value', ['角色标识', 'Value', 'Identificador'], {
      required: true,
      max: 32,
      list: true,
      filter: 'eq',
      pattern: { source: '^[A-Za-z0-9_-]+$', message: 'pattern.lettersDigitsUnderscoresHyphens' },
      help: L([
        '值为 1 的角色使用无侧边栏的党员视图',
        "Value '1' is the member view without sidebar",
        "El valor '1' es la vista de miembro sin barra lateral",
      ]),
    }),
    f.textarea('description', ['描述', 'Description', 'Descripción'], { max: 200 }),
    f.dict('dataScope', ['数据范围', 'Data scope', 'Alcance de datos'], 'dataScope', {
      required: true,
      list: true,
      filter: 'eq',
      default: DATA_SCOPE.subtree,
    }),
    f.orgs('scopeOrgIds', ['指定组织', 'Listed organisations', 'Organizaciones indicadas'], { max: 200 }),
    f.json('menuPaths', ['菜单权限', 'Menu entries', 'Entradas de menú'], { virtual: true }),
    f.json('privileges', ['操作权限', 'Action privileges', 'Privilegios de acción'], { virtual: true }),
    f.bool('privileged', ['特权角色', 'Privileged', 'Privilegiado'], {
      list: true,
      help: L([
        '持有该角色的账号登录时须使用第二因素（动态口令）',
        'Accounts holding this role must sign in with a second factor (a one-time code)',
        'Las cuentas con este rol deben iniciar sesión con un segundo factor (un código de un solo uso)',
      ]),
    }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, sortable: true, default: 0 }),
    f.bool('builtIn', ['内置', 'Built-in', 'Integrado'], { derived: true, virtual: true, list: true }),
    f.int('holders', ['账号数', 'Accounts', 'Cuentas'], { derived: true, virtual: true, list: true }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { derived: true, hiddenInForm: true }),
  ],
} satisfies EntityDef;
