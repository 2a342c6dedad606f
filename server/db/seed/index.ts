import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  accountRoles,
  accounts,
  articles,
  members,
  menus,
  orgs,
  roleMenus,
  rolePrivileges,
  roles,
  sysCodes,
} from '../schema/index';
import { ROUTE_CATALOGUE, joinRoutePath, type CatalogueEntry } from '../../../src/contract/route-catalogue';
import { hashPassword } from '../../lib/password';
import { sealRow, sealValue } from '../../lib/sensitive';
import { memberEntity } from '../../../src/contract/resource/member';
import { DICTIONARY } from './dictionary';
import { ORG_TREE, type SeedOrg } from './org-tree';
import { SEED_ACCOUNTS, SEED_ROLES } from './access';
import { DEMO_FACTOR_ACCOUNTS, demoFactorSecret } from './demo-factor';
import { ROLE_VALUES } from '../../../src/contract/privileges';

/** The roles MLPS level 3 names: their holders sign in with a second factor. */
const PRIVILEGED_ROLES: string[] = [ROLE_VALUES.admin, ROLE_VALUES.securityAdmin, ROLE_VALUES.auditor];
import { seedMembers, type BranchInfo } from './members';
import { SEED_ARTICLES } from './articles';
import { seedAreas } from './areas';
import { ensureMatters } from './matters';
import { refreshPlannerStatistics } from '../statistics';

const SEED_LOCK = 72_201_126;

/**
 * Seeds the demo group once. Runs in one transaction under an advisory lock, so that two servers
 * starting together on one PostgreSQL seed it exactly once. Answers whether it seeded.
 */
/**
 * `demoFactor`: the demo administrators get their demo factor secrets (demo-factor.ts); never in
 * production, where they enrol at their first sign-in.
 */
export async function seedIfEmpty(db: Db, opts: { password: string; demoFactor?: boolean }): Promise<boolean> {
  await ensureDictionary(db);
  const seeded = await seedGroup(db, opts);
  await ensureMatters(db);
  // The areas' demo data: on a new group, and on a group seeded before an area existed.
  const areas = await seedAreas(db);
  // Tables just filled have no planner statistics until autovacuum comes round (a minute or more on
  // PostgreSQL, never on PGlite), and a plan made without them can be twenty times slower.
  if (seeded || areas.length) await refreshPlannerStatistics(db);
  return seeded;
}

async function seedGroup(db: Db, opts: { password: string; demoFactor?: boolean }): Promise<boolean> {
  // Most starts find the group there: no scrypt work for them.
  const [{ n: existing }] = await db.select({ n: count() }).from(orgs);
  if (Number(existing) > 0) return false;
  const passwordHashes = await Promise.all(SEED_ACCOUNTS.map(() => hashPassword(opts.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = await tx.select({ n: count() }).from(orgs);
    if (Number(n) > 0) return false;
    const t = tx as unknown as Db;
    const orgIds = await seedOrgs(t);
    const menuIds = await seedMenus(t);
    const roleIds = await seedRoles(t, menuIds, orgIds.get('G')!.id);
    const memberIds = await seedMemberRows(t, orgIds);
    await seedAccounts(
      t,
      orgIds,
      roleIds,
      memberIds,
      passwordHashes,
      opts.demoFactor ?? process.env.NODE_ENV !== 'production',
    );
    await t.insert(articles).values(
      SEED_ARTICLES.map((a, i) => ({
        ...a,
        orgId: orgIds.get(a.org)!.id,
        publishTime: a.state === 'published' ? new Date(Date.now() - (i + 1) * 86400_000 * 3) : null,
      })),
    );
    return true;
  });
}

async function seedOrgs(
  db: Db,
): Promise<Map<string, { id: number; name: string; path: string; type: string; company: string }>> {
  const out = new Map<string, { id: number; name: string; path: string; type: string; company: string }>();
  let sort = 0;
  const walk = async (
    o: SeedOrg,
    parent: { id: number; path: string; unit: string; type: string } | null,
    level: number,
    company: string,
  ) => {
    const comp = level === 2 && o.code.startsWith('C') ? o.shortName : company;
    // The work unit the organisation is set up in: the group, a company, a fleet or depot of it; the
    // branches of a general branch share its unit.
    const own = o.shortName.startsWith(comp) ? o.shortName : `${comp}${o.shortName}`;
    const unit = o.unit ?? (!parent ? company : parent.type === '2' ? parent.unit : own);
    const [row] = await db
      .insert(orgs)
      .values({
        code: o.code,
        name: o.name,
        shortName: o.shortName,
        type: o.type,
        level,
        parentId: parent?.id ?? null,
        path: 'pending',
        sort: sort++,
        buildMode: '1',
        approvedOn: '2021-07-01',
        unitName: unit,
      })
      .returning({ id: orgs.id });
    const path = `${parent?.path ?? '/'}${row.id}/`;
    await db
      .update(orgs)
      .set({ path })
      .where(sql`${orgs.id} = ${row.id}`);
    out.set(o.code, { id: row.id, name: o.name, path, type: o.type, company: comp });
    for (const c of o.children ?? []) await walk(c, { id: row.id, path, unit, type: o.type }, level + 1, comp);
  };
  await walk(ORG_TREE, null, 1, '公交客运集团');
  return out;
}

async function seedMenus(db: Db): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let sort = 0;
  const insert = async (e: CatalogueEntry, parentId: number | null, absPath: string) => {
    const [row] = await db
      .insert(menus)
      .values({
        parentId,
        path: e.path,
        label: e.label.zh,
        icon: e.icon ?? null,
        hidden: Boolean(e.hidden),
        sort: sort++,
      })
      .returning({ id: menus.id });
    ids.set(absPath, row.id);
    for (const c of e.children ?? []) await insert(c, row.id, joinRoutePath(absPath, c.path) + (c.path ? '' : '/'));
  };
  for (const top of ROUTE_CATALOGUE) await insert(top, null, joinRoutePath('', top.path));
  return ids;
}

async function seedRoles(db: Db, menuIds: Map<string, number>, rootOrgId: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [i, r] of SEED_ROLES.entries()) {
    const [row] = await db
      .insert(roles)
      .values({
        value: r.value,
        name: r.name,
        description: r.description,
        sort: i,
        dataScope: r.dataScope ?? '2',
        privileged: PRIVILEGED_ROLES.includes(r.value),
        orgId: rootOrgId,
      })
      .returning({ id: roles.id });
    ids.set(r.value, row.id);
    // A child entry counts for its group too, so that the group shows in the menu.
    const chosen = new Set<number>();
    for (const [path, id] of menuIds) {
      const isTop = path.split('/').filter(Boolean).length === 1 && !path.endsWith('/');
      if (isTop) continue;
      if (r.menu(path.replace(/\/$/, ''))) {
        chosen.add(id);
        const top = `/${path.split('/')[1]}`;
        chosen.add(menuIds.get(top)!);
      }
    }
    if (chosen.size) await db.insert(roleMenus).values([...chosen].map((menuId) => ({ roleId: row.id, menuId })));
    if (r.privileges.length)
      await db.insert(rolePrivileges).values(r.privileges.map((privilege) => ({ roleId: row.id, privilege })));
  }
  return ids;
}

async function seedMemberRows(
  db: Db,
  orgIds: Map<string, { id: number; name: string; type: string; company: string }>,
) {
  const branches: BranchInfo[] = [...orgIds.entries()]
    .filter(([, o]) => o.type === '3' || o.type === '4')
    .map(([code, o]) => ({ id: o.id, code, name: o.name, companyName: o.company }));
  // Stored as the server stores them: ID numbers and phones encrypted, with their blind indexes.
  const rows = seedMembers(branches).map((r) => sealRow(memberEntity, r as unknown as Record<string, unknown>));
  const inserted = await db
    .insert(members)
    .values(rows as never)
    .returning({ id: members.id, orgId: members.orgId, memberType: members.memberType });
  return inserted;
}

async function seedAccounts(
  db: Db,
  orgIds: Map<string, { id: number }>,
  roleIds: Map<string, number>,
  memberRows: { id: number; orgId: number; memberType: string }[],
  hashes: string[],
  demoFactor: boolean,
) {
  const taken = new Set<number>();
  for (const [i, a] of SEED_ACCOUNTS.entries()) {
    const orgId = orgIds.get(a.org)!.id;
    const member = a.member
      ? memberRows.find((m) => m.orgId === orgId && m.memberType === '2' && !taken.has(m.id))
      : undefined;
    if (member) taken.add(member.id);
    const [row] = await db
      .insert(accounts)
      .values({
        account: a.account,
        name: a.name,
        passwordHash: hashes[i],
        // Changed today: the demo does not start by asking for new passwords.
        passwordChangedAt: new Date(),
        ...(demoFactor && (DEMO_FACTOR_ACCOUNTS as readonly string[]).includes(a.account)
          ? { totpSecret: sealValue(demoFactorSecret(a.account)), totpEnabledAt: new Date() }
          : {}),
        orgId,
        memberId: member?.id ?? null,
        introduction: a.name,
      })
      .returning({ id: accounts.id });
    await db
      .insert(accountRoles)
      .values(a.roles.map((value, sort) => ({ accountId: row.id, roleId: roleIds.get(value)!, sort })));
  }
}

/**
 * Adds the code lists and items this version knows and the database lacks; never changes or removes
 * what staff edited in bs_syscode. Runs on every start, so a new list reaches existing databases.
 */
export async function ensureDictionary(db: Db): Promise<void> {
  await db
    .insert(sysCodes)
    .values(
      Object.entries(DICTIONARY).flatMap(([dict, items]) =>
        items.map(([value, label], i) => ({ dictName: dict, value, label, sort: i + 1 })),
      ),
    )
    .onConflictDoNothing({ target: [sysCodes.dictName, sysCodes.value] });
}
