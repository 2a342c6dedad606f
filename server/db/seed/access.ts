import { ALL_PRIVILEGES, PRIVILEGES, ROLE_VALUES } from '../../../src/contract/privileges';

export interface SeedRole {
  value: string;
  name: string;
  description: string;
  /** Which top-level groups and children (by absolute path) the role's menu holds. */
  menu: (path: string) => boolean;
  privileges: string[];
  /** DATA_SCOPE: '2' (own subtree) unless said. */
  dataScope?: string;
}

const under =
  (...prefixes: string[]) =>
  (path: string) =>
    prefixes.some((p) => path === p || path.startsWith(`${p}/`));
const SYSTEM = ['/systemmanagement', '/UserPrivilege'];
const notSystem = (path: string) => !under(...SYSTEM)(path);
const P = PRIVILEGES;

/**
 * Separation of duties (三权分立, src/contract/security/duties.ts): the system administrator configures and
 * works on party affairs but never touches accounts, roles, grants, seals, leaders or the logs; the security
 * administrator does only those; the auditor only reads the logs. Neither of the last two sees members.
 */
const SECURITY_SCREENS = [
  '/systemmanagement/role',
  '/systemmanagement/role_info',
  '/systemmanagement/bs_account',
  '/systemmanagement/bs_account_info',
  '/UserPrivilege/UserMgt',
  '/UserPrivilege/UserMgtInfo',
  '/UserPrivilege/UserMgtOrgInfo',
  '/UserPrivilege/OrgMgt',
  '/UserPrivilege/SealManage',
  '/UserPrivilege/SealManageInfo',
  '/UserPrivilege/LeaderDefend',
  '/UserPrivilege/LeaderDefendInfo',
  '/UserPrivilege/LeaderManage',
  '/UserPrivilege/LeaderManageInfo',
];
const AUDIT_SCREENS = ['/systemmanagement/operlog'];
const SECURITY_PRIVILEGES: string[] = [P.accountManage, P.roleManage, P.sealManage, P.leaderManage];

/** What the group's organisation department and the company committees do for their subtrees. */
const UPPER_LEVEL = [
  P.orgWrite,
  P.memberWrite,
  P.memberSensitive,
  P.export,
  P.contentWrite,
  P.taskIssue,
  P.taskReview,
  P.taskHandle,
  P.feeWrite,
  P.rewardWrite,
  P.meetingWrite,
  P.workReview,
  P.eduWrite,
  P.examManage,
  P.supervisionWrite,
  P.voteManage,
  P.affairsWrite,
  P.agendaWrite,
  P.sealUse,
];

export const SEED_ROLES: SeedRole[] = [
  {
    value: ROLE_VALUES.admin,
    name: '系统管理员',
    description: '系统配置（指标、事项、字典、权限目录）与党务工作；不管理账号、角色、授权、印章，不查阅日志',
    menu: (path) => !under(...SECURITY_SCREENS, ...AUDIT_SCREENS)(path),
    privileges: ALL_PRIVILEGES.filter((p) => p !== P.oplogRead && !SECURITY_PRIVILEGES.includes(p)),
    dataScope: '3',
  },
  {
    value: ROLE_VALUES.securityAdmin,
    name: '安全管理员',
    description: '账号、角色、组织授权、印章与领导权限；不接触党员个人信息',
    menu: under('/Index', '/ResetPassword', ...SECURITY_SCREENS),
    privileges: [...SECURITY_PRIVILEGES, P.export],
    dataScope: '3',
  },
  {
    value: ROLE_VALUES.auditor,
    name: '审计员',
    description: '查阅操作日志与登录日志，别无其他',
    menu: under('/Index', '/ResetPassword', ...AUDIT_SCREENS),
    privileges: [P.oplogRead, P.export],
    dataScope: '3',
  },
  {
    value: ROLE_VALUES.orgDepartment,
    name: '集团组织部',
    description: '全集团党务工作',
    menu: notSystem,
    privileges: [...UPPER_LEVEL],
  },
  {
    value: ROLE_VALUES.companyCommittee,
    name: '公司党委',
    description: '本公司党务工作',
    menu: notSystem,
    privileges: [...UPPER_LEVEL],
  },
  {
    value: ROLE_VALUES.branchSecretary,
    name: '支部书记',
    description: '本支部党务工作',
    menu: (path) =>
      notSystem(path) && !under('/deployment', '/Partydevelopment/dwAudit', '/Intelligentanalysis/partystats')(path),
    privileges: [
      P.memberWrite,
      P.memberSensitive,
      P.export,
      P.contentWrite,
      P.taskHandle,
      P.feeWrite,
      P.rewardWrite,
      P.meetingWrite,
      P.affairsWrite,
      P.agendaWrite,
    ],
  },
  {
    value: ROLE_VALUES.member,
    name: '普通党员',
    description: '学习、考试、投票与个人日程',
    menu: under(
      '/Index',
      '/my',
      '/ResetPassword',
      '/educational/mwarningedu',
      '/educational/towstdaneact',
      '/educational/classbyday',
      '/partyAffairs/onlineVoting',
      '/Informationpublicity',
      '/personschedule',
    ),
    privileges: [P.agendaWrite],
  },
];

export interface SeedAccount {
  account: string;
  name: string;
  org: string;
  roles: string[];
  /** Take a member of the organisation as the person behind the account. */
  member?: boolean;
}

export const SEED_ACCOUNTS: SeedAccount[] = [
  { account: 'admin', name: '系统管理员', org: 'G', roles: [ROLE_VALUES.admin, ROLE_VALUES.orgDepartment] },
  { account: 'secadmin', name: '安全管理员', org: 'G', roles: [ROLE_VALUES.securityAdmin] },
  { account: 'auditor', name: '审计员', org: 'G', roles: [ROLE_VALUES.auditor] },
  { account: 'orgdept1', name: '组织部干事', org: 'G', roles: [ROLE_VALUES.orgDepartment] },
  { account: 'company1', name: '第一客运分公司组织委员', org: 'C1', roles: [ROLE_VALUES.companyCommittee] },
  {
    account: 'secretary1',
    name: '一车队第一支部书记',
    org: 'C1-F1-1',
    roles: [ROLE_VALUES.branchSecretary, ROLE_VALUES.member],
    member: true,
  },
  {
    account: 'secretary2',
    name: '一车队第二支部书记',
    org: 'C1-F1-2',
    roles: [ROLE_VALUES.branchSecretary],
    member: true,
  },
  { account: 'member1', name: '党员', org: 'C1-F1-1', roles: [ROLE_VALUES.member], member: true },
];
