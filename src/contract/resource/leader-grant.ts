import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import type { EntityDef } from './types';

/**
 * A grant about one leader: the account named sees the leader's agenda and, with canKeepAgenda, keeps
 * it (a clerk); orgIds are the organisations the leader sees.
 */
export const leaderGrantEntity: EntityDef = {
  name: 'leaderGrant',
  label: L(['领导权限', 'Leader grant', 'Permiso de dirigente']),
  owner: ['orgId'],
  defaultSort: { field: 'id', order: 'asc' },
  titleField: 'leaderName',
  privileges: { write: PRIVILEGES.leaderManage, export: PRIVILEGES.export },
  access: { menus: ['/UserPrivilege/LeaderManage'] },
  table: { name: 'leader_grants', unique: [['leaderId', 'accountId']] },
  fields: [
    f.ref('leaderId', ['领导', 'Leader', 'Dirigente'], 'leader', { required: true, list: true, filter: 'eq' }),
    f.text('leaderName', ['领导姓名', 'Leader name', 'Nombre del dirigente'], { derived: true, max: 50 }),
    f.ref('accountId', ['授权账号', 'Account', 'Cuenta'], 'account', { list: true, filter: 'eq' }),
    f.bool('canKeepAgenda', ['可维护日程', 'Keeps the agenda', 'Gestiona la agenda'], {
      list: true,
      filter: 'eq',
      default: false,
    }),
    f.orgs('orgIds', ['可查看组织', 'Organisations seen', 'Organizaciones visibles'], {
      list: true,
      groupWide: true,
      max: 200,
    }),
    f.org('orgId', ['所属组织', 'Organisation', 'Organización'], { derived: true, hiddenInForm: true }),
    f.textarea('remark', ['备注', 'Remark', 'Observación'], { max: 500 }),
  ],
};
