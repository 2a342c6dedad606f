import type { Language } from '@/contract';
import { wordingIn, type Wordings } from '@/components/use-texts';

const T = {
  menus: ['菜单权限', 'Menu entries', 'Entradas de menú'],
  menusHint: [
    '勾选角色可进入的页面；详情页需单独勾选',
    'Tick the screens the role opens; detail screens are ticked on their own',
    'Marque las pantallas del rol; las de detalle se marcan aparte',
  ],
  privileges: ['操作权限', 'Action privileges', 'Privilegios de acción'],
  detailScreen: ['详情', 'detail', 'detalle'],
  expandGroup: ['展开', 'Expand', 'Expandir'],
  collapseGroup: ['收起', 'Collapse', 'Contraer'],
  builtIn: ['内置', 'Built-in', 'Integrado'],
  disable: ['停用', 'Disable', 'Desactivar'],
  enable: ['启用', 'Enable', 'Activar'],
  unlock: ['解锁', 'Unlock', 'Desbloquear'],
  active: ['正常', 'Active', 'Activa'],
  disabled: ['已停用', 'Disabled', 'Desactivada'],
  locked: ['已锁定', 'Locked', 'Bloqueada'],
  resetPassword: ['重置密码', 'Reset password', 'Restablecer contraseña'],
  resetFactor: ['重置第二因素', 'Reset second factor', 'Restablecer segundo factor'],
  resetFactorConfirm: [
    '重置后该账号的会话全部结束，下次登录时重新绑定第二因素。确定重置？',
    'Its sessions end and it enrols a second factor again at its next sign-in. Reset it?',
    'Sus sesiones terminan y registrará de nuevo un segundo factor en su próximo inicio de sesión. ¿Restablecerlo?',
  ],
  newPassword: ['新密码', 'New password', 'Nueva contraseña'],
  disableConfirm: [
    '停用后该账号立即退出登录，确定停用？',
    'The account is signed out at once. Disable it?',
    'La cuenta se cierra de inmediato. ¿Desactivarla?',
  ],
  done: ['操作成功', 'Done', 'Hecho'],
  grants: ['组织授权', 'Organisation grants', 'Permisos de organización'],
  grantsHint: [
    '在本人所在组织及下级之外，另行授权管理的组织；下次操作起生效',
    'Organisations managed beyond the own subtree; effective from the next call',
    'Organizaciones gestionadas además del propio subárbol; efectivo desde la siguiente llamada',
  ],
  person: ['人员信息', 'Person', 'Persona'],
  accountLink: ['账号设置', 'Account settings', 'Ajustes de cuenta'],
  holders: ['授权账号', 'Accounts granted', 'Cuentas con permiso'],
  noGrants: [
    '该组织没有另行授权的管理员',
    'No administrator holds a grant on this organisation',
    'Ningún administrador tiene permiso sobre esta organización',
  ],
  allOrgs: ['全部授权', 'All grants', 'Todos los permisos'],
  impression: ['印模图像', 'Impression', 'Impresión'],
  uploadPng: ['上传透明 PNG', 'Upload transparent PNG', 'Subir PNG transparente'],
  uses: ['用印记录', 'Seal uses', 'Usos de sellos'],
  name: ['姓名', 'Name', 'Nombre'],
  org: ['所属组织', 'Organisation', 'Organización'],
  post: ['职务', 'Post', 'Cargo'],
  phone: ['手机号码', 'Mobile', 'Móvil'],
  roles: ['角色', 'Roles', 'Roles'],
  account: ['账号', 'Account', 'Cuenta'],
  status: ['状态', 'Status', 'Estado'],
  actions: ['操作', 'Actions', 'Acciones'],
  view: ['查看', 'View', 'Ver'],
  back: ['返回', 'Back', 'Volver'],
  save: ['保存', 'Save', 'Guardar'],
  search: ['按姓名或账号查询', 'Search by name or account', 'Buscar por nombre o cuenta'],
} as const satisfies Wordings;

export type SecurityText = keyof typeof T;
/** Words of the security screens that the definitions do not carry. */
export const securityText = (language: Language, key: SecurityText): string => wordingIn(T, key, language);
