/**
 * Action privileges a role may hold, besides its menu entries. The server checks them on every
 * call; the SPA uses them only to show or hide buttons.
 */
export const PRIVILEGES = {
  orgWrite: 'org:write',
  memberWrite: 'member:write',
  /** See ID numbers and phones unmasked. */
  memberSensitive: 'member:sensitive',
  export: 'data:export',
  accountManage: 'account:manage',
  roleManage: 'role:manage',
  dictManage: 'dict:manage',
  oplogRead: 'oplog:read',
  contentWrite: 'content:write',
  taskIssue: 'task:issue',
} as const;

export type Privilege = (typeof PRIVILEGES)[keyof typeof PRIVILEGES];

export const ALL_PRIVILEGES: Privilege[] = Object.values(PRIVILEGES);

/** Seeded role values. '1' is the ordinary member's view without sidebar. */
export const ROLE_VALUES = {
  admin: 'admin',
  securityAdmin: 'secadmin',
  auditor: 'auditor',
  orgDepartment: 'orgdept',
  companyCommittee: 'company',
  branchSecretary: 'secretary',
  member: '1',
} as const;
