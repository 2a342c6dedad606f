import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ALL_PRIVILEGES, PRIVILEGES, ROLE_VALUES } from '../../../../src/contract/privileges';
import { BUILT_IN_ROLES, DATA_SCOPE } from '../../../../src/contract/resource/role';
import { conflictText, dutiesOf, dutyConflict } from '../../../../src/contract/security/duties';
import { accountRoles, accounts, orgs, roleMenus, rolePrivileges, roles } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { roleGrants, unknownPaths, writeRoleMenus, writeRolePrivileges } from '../menu-paths';
import type { Behaviour, SaveContext } from '../../resources/binding';
import { say } from '../../../../src/contract/messages/message';

/** The values a save checked, for the rows beside the role that afterSave writes. */
const pending = new WeakMap<SaveContext, Record<string, unknown>>();

const isStrings = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string' && x.length <= 100) && v.length <= 500;
const builtIn = sql<boolean>`(${roles.value} IN (${sql.join(
  BUILT_IN_ROLES.map((v) => sql`${v}`),
  sql`, `,
)}))`;

/** What the security administrator's own role must keep, so that nobody can lock the roles and accounts away. */
const SECURITY_CORE = {
  privileges: [PRIVILEGES.roleManage, PRIVILEGES.accountManage],
  menuPaths: ['/systemmanagement/role', '/systemmanagement/bs_account'],
};

export const roleBehaviour: Behaviour = {
  computed: () => ({
    builtIn,
    holders: sql<number>`(SELECT count(*)::int FROM account_roles ar WHERE ar.role_id = ${roles.id})`,
  }),

  async beforeSave(ctx, v) {
    const { db, before, errors } = ctx;
    pending.set(ctx, v);
    if (!before) {
      const [root] = await db.select({ id: orgs.id }).from(orgs).where(isNull(orgs.parentId)).limit(1);
      v.orgId = root?.id;
    }
    const wasBuiltIn = before && BUILT_IN_ROLES.includes(String(before.value));
    if (wasBuiltIn && v.value !== before!.value) errors.value ??= say('role.keepBuiltInValue');
    if (typeof v.value === 'string' && !errors.value) {
      const [dup] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.value, v.value), before ? ne(roles.id, before.id) : undefined));
      if (dup) errors.value = say('role.valueTaken');
    }
    if (v.dataScope === DATA_SCOPE.listed) {
      if (!Array.isArray(v.scopeOrgIds) || !v.scopeOrgIds.length) errors.scopeOrgIds ??= say('role.scopeOrgsRequired');
    } else v.scopeOrgIds = [];
    // Left out on an update: the role keeps what it has.
    const current = before ? (await roleGrants(db, [before.id])).get(before.id)! : { menuPaths: [], privileges: [] };
    if (v.menuPaths === null || v.menuPaths === undefined) v.menuPaths = current.menuPaths;
    if (v.privileges === null || v.privileges === undefined) v.privileges = current.privileges;
    if (!isStrings(v.menuPaths)) errors.menuPaths ??= say('role.menuPathsShape');
    else if (unknownPaths(v.menuPaths).length)
      errors.menuPaths ??= say('role.unknownMenus', { paths: unknownPaths(v.menuPaths).slice(0, 3).join(', ') });
    if (!isStrings(v.privileges)) errors.privileges ??= say('role.privilegesShape');
    else if (v.privileges.some((p) => !(ALL_PRIVILEGES as string[]).includes(p)))
      errors.privileges ??= say('role.unknownPrivileges');
    if (errors.menuPaths || errors.privileges) return;
    const menuPaths = v.menuPaths as string[];
    const privileges = v.privileges as string[];
    const clash = dutyConflict(dutiesOf(menuPaths, privileges));
    if (clash) {
      errors.privileges = conflictText(clash);
      return;
    }
    const value = String(before?.value ?? v.value);
    if (value === ROLE_VALUES.securityAdmin) {
      if (
        SECURITY_CORE.privileges.some((p) => !privileges.includes(p)) ||
        SECURITY_CORE.menuPaths.some((p) => !menuPaths.includes(p))
      ) {
        errors.privileges = say('role.keepSecurityAdmin');
        return;
      }
    }
    if (!before) return;
    // Every holder of the role, with their other roles, must still keep the duties apart.
    const holders = await db
      .select({ accountId: accountRoles.accountId, account: accounts.account })
      .from(accountRoles)
      .innerJoin(accounts, eq(accounts.id, accountRoles.accountId))
      .where(eq(accountRoles.roleId, before.id));
    if (!holders.length) return;
    const others = await db
      .select({ accountId: accountRoles.accountId, roleId: accountRoles.roleId })
      .from(accountRoles)
      .where(
        and(
          inArray(
            accountRoles.accountId,
            holders.map((h) => h.accountId),
          ),
          ne(accountRoles.roleId, before.id),
        ),
      );
    const grants = await roleGrants(db, [...new Set(others.map((o) => o.roleId))]);
    for (const h of holders) {
      const mine = others.filter((o) => o.accountId === h.accountId).map((o) => grants.get(o.roleId)!);
      const held = dutiesOf(
        [...menuPaths, ...mine.flatMap((g) => g.menuPaths)],
        [...privileges, ...mine.flatMap((g) => g.privileges)],
      );
      const c = dutyConflict(held);
      if (c) {
        errors.privileges = say('role.accountHoldsOthers', { account: String(h.account), why: conflictText(c) });
        return;
      }
    }
  },

  /** The menu entries and privileges live beside the role: rewritten in the same transaction. */
  async afterSave(ctx, row) {
    const v = pending.get(ctx)!;
    await writeRoleMenus(ctx.db, row.id, v.menuPaths as string[]);
    await writeRolePrivileges(ctx.db, row.id, v.privileges as string[]);
  },

  async beforeDelete({ db }, row) {
    if (BUILT_IN_ROLES.includes(String(row.value))) throw conflict(say('role.builtIn'));
    const [held] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountRoles)
      .where(eq(accountRoles.roleId, row.id));
    if (Number(held.n) > 0) throw conflict(say('role.held', { n: Number(held.n) }));
    await db.delete(roleMenus).where(eq(roleMenus.roleId, row.id));
    await db.delete(rolePrivileges).where(eq(rolePrivileges.roleId, row.id));
  },

  async decorate(db, records) {
    const grants = await roleGrants(
      db,
      records.map((r) => r.id as number),
    );
    for (const r of records) Object.assign(r, grants.get(r.id as number));
  },
};
