import { PRIVILEGES } from '../privileges';
import { say, type Message } from '../messages/say';

/**
 * Separation of duties (MLPS level 3, 三权分立): configuring the system, administering security and
 * auditing are three duties no role and no account may combine; the security and audit duties also
 * never meet members' personal data.
 */
export type Duty = 'config' | 'security' | 'audit' | 'personal';

export const DUTY_LABELS: Record<Duty, Message> = {
  config: say('duty.config'),
  security: say('duty.security'),
  audit: say('duty.audit'),
  personal: say('duty.personal'),
};

const P = PRIVILEGES;
const SECURITY_MENUS = [
  '/systemmanagement/role',
  '/systemmanagement/bs_account',
  '/UserPrivilege/UserMgt',
  '/UserPrivilege/OrgMgt',
  '/UserPrivilege/SealManage',
  '/UserPrivilege/LeaderDefend',
  '/UserPrivilege/LeaderManage',
];
const CONFIG_MENUS = [
  '/systemmanagement/bs_index',
  '/systemmanagement/bs_matter',
  '/systemmanagement/bs_syscode',
  '/UserPrivilege/PrivilegeMgt',
];
const AUDIT_MENUS = ['/systemmanagement/operlog'];
const PERSONAL_MENUS = ['/memberManagement'];

const PRIVILEGE_DUTY: Record<string, Duty> = {
  [P.dictManage]: 'config',
  [P.accountManage]: 'security',
  [P.roleManage]: 'security',
  [P.sealManage]: 'security',
  [P.leaderManage]: 'security',
  [P.oplogRead]: 'audit',
  [P.memberSensitive]: 'personal',
};

/** A list screen and its details (role, role_info; UserMgt, UserMgtInfo, UserMgtOrgInfo). */
const covers = (prefixes: string[], path: string) =>
  prefixes.some(
    (p) =>
      path === p ||
      path.startsWith(`${p}_`) ||
      path.startsWith(`${p}Info`) ||
      path.startsWith(`${p}Org`) ||
      path.startsWith(`${p}/`),
  );

export function dutyOfMenu(path: string): Duty | null {
  if (covers(SECURITY_MENUS, path)) return 'security';
  if (covers(CONFIG_MENUS, path)) return 'config';
  if (covers(AUDIT_MENUS, path)) return 'audit';
  if (covers(PERSONAL_MENUS, path)) return 'personal';
  return null;
}

/** The duties a set of menu entries and privileges touches. */
export function dutiesOf(menuPaths: readonly string[], privileges: readonly string[]): Set<Duty> {
  const out = new Set<Duty>();
  for (const p of menuPaths) {
    const d = dutyOfMenu(p);
    if (d) out.add(d);
  }
  for (const p of privileges) {
    const d = PRIVILEGE_DUTY[p];
    if (d) out.add(d);
  }
  return out;
}

const FORBIDDEN: [Duty, Duty][] = [
  ['config', 'security'],
  ['config', 'audit'],
  ['security', 'audit'],
  ['security', 'personal'],
  ['audit', 'personal'],
];

/** The first pair of duties that may not meet, or null. */
export function dutyConflict(duties: Set<Duty>): [Duty, Duty] | null {
  return FORBIDDEN.find(([a, b]) => duties.has(a) && duties.has(b)) ?? null;
}

export function conflictText([a, b]: [Duty, Duty]): Message {
  return say('duty.separation', { a: DUTY_LABELS[a], b: DUTY_LABELS[b] });
}
