import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A sign-in account: who it is, where it belongs, which roles it holds; enabled, disabled or locked. */
export const accountEntity = {
  name: 'account',
  label: L(['账号', 'Account', 'Cuenta']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'asc' },
  titleField: 'account',
  privileges: { write: PRIVILEGES.accountManage, export: PRIVILEGES.export },
  access: { menus: ['/systemmanagement/bs_account'] },
  table: { name: 'accounts', unique: [['account']] },
  fields: [
    f.text('account', ['账号', 'Account', 'Cuenta'], {
      required: true,
      max: 50,
      list: true,
      filter: 'like',
      pattern: { source: '^[A-Za-z0-9_.@-]+$', message: 'pattern.account' },
    }),
    f.text('displayName', ['姓名', 'Display name', 'Nombre visible'], {
      required: true,
      max: 50,
      list: true,
      filter: 'like',
      virtual: true,
    }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    // Bound by the security administrator through a name-only lookup (no member screen): not in the generic form.
    f.ref('memberId', ['绑定党员', 'Bound member', 'Miembro vinculado'], 'member', { hiddenInForm: true }),
    f.refs('roleIds', ['角色', 'Roles', 'Roles'], 'role', { required: true, max: 10, virtual: true, filter: 'has' }),
    f.text('roleNames', ['角色', 'Roles', 'Roles'], { derived: true, virtual: true, list: true }),
    f.text('post', ['职务', 'Post', 'Cargo'], { max: 50, derived: true, virtual: true }),
    f.phone('phone', ['手机号码', 'Mobile', 'Móvil'], { derived: true, virtual: true, sensitive: true }),
    f.orgs('grantOrgIds', ['授权管理组织', 'Granted organisations', 'Organizaciones concedidas'], {
      derived: true,
      virtual: true,
    }),
    f.dict('status', ['状态', 'Status', 'Estado'], 'accountStatus', {
      derived: true,
      list: true,
      filter: 'eq',
      default: 'active',
      max: 16,
    }),
    f.bool('locked', ['已锁定', 'Locked', 'Bloqueada'], { derived: true, virtual: true, list: true }),
    f.int('failures', ['连续登录失败', 'Failed sign-ins', 'Intentos fallidos'], { derived: true, virtual: true }),
    f.bool('secondFactor', ['已启用第二因素', 'Second factor', 'Segundo factor'], {
      derived: true,
      virtual: true,
      list: true,
    }),
    f.bool('mustChangePassword', ['须修改密码', 'Must change password', 'Debe cambiar la contraseña'], {
      derived: true,
    }),
    f.datetime('passwordChangedAt', ['密码修改时间', 'Password changed', 'Contraseña cambiada'], {
      derived: true,
      asDate: true,
    }),
  ],
} satisfies EntityDef;
