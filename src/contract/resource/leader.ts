import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/** A leader of the group or a company: post, organisation, the branches they keep in touch with (联系点), their account. */
export const leaderEntity: EntityDef = {
  name: 'leader',
  label: L(['领导', 'Leader', 'Dirigente']),
  owner: ['orgId'],
  defaultSort: { field: 'sort', order: 'asc' },
  titleField: 'name',
  privileges: { write: PRIVILEGES.leaderManage, export: PRIVILEGES.export },
  access: { menus: ['/UserPrivilege/LeaderDefend'] },
  table: { name: 'leaders' },
  fields: [
    f.text('name', ['姓名', 'Name', 'Nombre'], { required: true, max: 50, list: true, filter: 'like' }),
    f.text('post', ['职务', 'Post', 'Cargo'], { required: true, max: 100, list: true }),
    f.org('orgId', ['所在组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    f.orgs('branchIds', ['联系点', 'Linked branches', 'Células de contacto'], {
      list: true,
      filter: 'has',
      groupWide: true,
      max: 50,
    }),
    f.ref('accountId', ['登录账号', 'Account', 'Cuenta'], 'account', { list: true }),
    f.int('sort', ['排序', 'Order', 'Orden'], { min: 0, max: 9999, sortable: true, default: 0 }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
