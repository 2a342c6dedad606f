import type { Sample } from './index';

/**
 * Roles, accounts, seals and leaders are the security administrator's (separation of duties): the loops
 * save them as secadmin. Seeded ids: roles are seeded in SEED_ROLES order (7 = ordinary member, value '1');
 * the first seal is the group committee's.
 */
export const SAMPLES: Record<string, Sample> = {
  role: {
    make: (_ctx, n) => ({
      name: `样例角色${n}`,
      value: `sample${n}`,
      dataScope: '2',
      menuPaths: ['/Index/Index'],
      privileges: [],
    }),
    editable: 'description',
    by: 'secadmin',
  },
  account: {
    make: (ctx, n) => ({ account: `sample${n}`, displayName: '样例账号', orgId: ctx.orgId, roleIds: [7] }),
    editable: 'displayName',
    by: 'secadmin',
  },
  seal: {
    make: (ctx, n) => ({ name: `样例印章${n}`, kind: '4', orgId: ctx.orgId, state: '1' }),
    editable: 'remark',
    by: 'secadmin',
  },
  sealUse: {
    make: (_ctx, n) => ({ sealId: 1, document: `样例文件${n}`, purpose: '测试用印' }),
    editable: 'purpose',
    by: 'secadmin',
  },
  leader: {
    make: (ctx, n) => ({ name: `样例领导${n}`, post: '党委书记', orgId: ctx.orgId }),
    editable: 'remark',
    by: 'secadmin',
  },
  leaderGrant: {
    make: (_ctx) => ({ leaderId: 1, canKeepAgenda: false, orgIds: [] }),
    editable: 'remark',
    by: 'secadmin',
  },
};
