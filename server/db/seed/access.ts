import { ALL_PRIVILEGES, PRIVILEGES, ROLE_VALUES } from '../../../src/contract/privileges';

export interface SeedRole {
  value: string;
  name: string;
  description: string;
  /** Which top-level groups and children (by absolute path) the role's menu holds. */
  menu: (path: string) => boolean;
  privileges: string[];
}

const under = (...prefixes: string[]) => (path: string) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));
const SYSTEM = ['/systemmanagement', '/UserPrivilege'];
const everything = () => true;
const notSystem = (path: string) => !under(...SYSTEM)(path);
const P = PRIVILEGES;

export const SEED_ROLES: SeedRole[] = [
  { value: ROLE_VALUES.admin, name: '系统管理员', description: '系统全部功能', menu: everything, privileges: ALL_PRIVILEGES },
  {
    value: ROLE_VALUES.securityAdmin,
    name: '安全管理员',
    description: '账号、角色与权限',
    menu: under('/Index', '/ResetPassword', '/systemmanagement/role', '/systemmanagement/role_info', '/systemmanagement/bs_account', '/systemmanagement/bs_account_info', '/UserPrivilege'),
    privileges: [P.accountManage, P.roleManage],
  },
  {
    value: ROLE_VALUES.auditor,
    name: '审计员',
    description: '查阅操作日志；党员信息只读且身份证号、手机号脱敏',
    menu: under('/Index', '/ResetPassword', '/systemmanagement/operlog', '/memberManagement/memberMaintenance'),
    privileges: [P.oplogRead, P.export],
  },
  {
    value: ROLE_VALUES.orgDepartment,
    name: '集团组织部',
    description: '全集团党务工作',
    menu: notSystem,
    privileges: [P.orgWrite, P.memberWrite, P.memberSensitive, P.export, P.contentWrite, P.taskIssue],
  },
  {
    value: ROLE_VALUES.companyCommittee,
    name: '公司党委',
    description: '本公司党务工作',
    menu: notSystem,
    privileges: [P.orgWrite, P.memberWrite, P.memberSensitive, P.export, P.contentWrite, P.taskIssue],
  },
  {
    value: ROLE_VALUES.branchSecretary,
    name: '支部书记',
    description: '本支部党务工作',
    menu: (path) => notSystem(path) && !under('/deployment', '/Partydevelopment/dwAudit')(path),
    privileges: [P.memberWrite, P.memberSensitive, P.export, P.contentWrite],
  },
  {
    value: ROLE_VALUES.member,
    name: '普通党员',
    description: '学习、考试、投票与个人日程',
    menu: under(
      '/Index',
      '/ResetPassword',
      '/educational/mwarningedu',
      '/educational/towstdaneact',
      '/educational/classbyday',
      '/partyAffairs/onlineVoting',
      '/Informationpublicity',
      '/personschedule',
    ),
    privileges: [],
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
  { account: 'secretary1', name: '一车队第一支部书记', org: 'C1-F1-1', roles: [ROLE_VALUES.branchSecretary, ROLE_VALUES.member], member: true },
  { account: 'secretary2', name: '一车队第二支部书记', org: 'C1-F1-2', roles: [ROLE_VALUES.branchSecretary], member: true },
  { account: 'member1', name: '党员', org: 'C1-F1-1', roles: [ROLE_VALUES.member], member: true },
];
