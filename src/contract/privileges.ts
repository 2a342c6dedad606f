/**
 * Action privileges a role may hold, besides its menu entries. The server checks them on every
 * call; the SPA uses them only to show or hide buttons.
 */
export const PRIVILEGES = {
  orgWrite: 'org:write',
  memberWrite: 'member:write',
  /** Reveal one ID number or phone whole, on purpose (each reveal is logged); everyone else sees them masked. */
  memberSensitive: 'member:sensitive',
  export: 'data:export',
  accountManage: 'account:manage',
  roleManage: 'role:manage',
  dictManage: 'dict:manage',
  oplogRead: 'oplog:read',
  contentWrite: 'content:write',
  taskIssue: 'task:issue',
  /** Handle the tasks an organisation received: fill in and submit its submissions. */
  taskHandle: 'task:handle',
  /** Review submissions of tasks one's level issued: score, instruct, sign. */
  taskReview: 'task:review',
  feeWrite: 'fee:write',
  rewardWrite: 'reward:write',
  meetingWrite: 'meeting:write',
  /** Approve or return what the organisations below submitted (meetings, activities, summaries, highlights). */
  workReview: 'work:review',
  eduWrite: 'edu:write',
  examManage: 'exam:manage',
  supervisionWrite: 'supervision:write',
  voteManage: 'vote:manage',
  /** Party-building projects, work arrangements and positions. */
  affairsWrite: 'affairs:write',
  /** Keep agendas: one's own, and the leaders' that a grant allows. */
  agendaWrite: 'agenda:write',
  sealManage: 'seal:manage',
  sealUse: 'seal:use',
  leaderManage: 'leader:manage',
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
