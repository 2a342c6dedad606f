import { inArray, eq } from 'drizzle-orm';
import { ROUTE_CATALOGUE, joinRoutePath } from '../../../src/contract/route-catalogue';
import type { Db } from '../../db/client';
import { menus, roleMenus, rolePrivileges } from '../../db/schema/index';

/** The screens a role may be given: every child of every group of the catalogue, by absolute path. */
export const SELECTABLE_PATHS: ReadonlySet<string> = new Set(
  ROUTE_CATALOGUE.flatMap((top) => (top.children ?? []).map((c) => joinRoutePath(joinRoutePath('', top.path), c.path))),
);
const GROUP_PATHS = new Set(ROUTE_CATALOGUE.map((top) => joinRoutePath('', top.path)));

/** Menu rows by absolute path (a group whose only page has the empty path shares its path with that page). */
export async function menuIdsByPath(db: Db): Promise<Map<string, number[]>> {
  const rows = await db.select({ id: menus.id, parentId: menus.parentId, path: menus.path }).from(menus);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (id: number): string => {
    const r = byId.get(id)!;
    return r.parentId ? joinRoutePath(absolute(r.parentId), r.path) : joinRoutePath('', r.path);
  };
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const p = absolute(r.id);
    out.set(p, [...(out.get(p) ?? []), r.id]);
  }
  return out;
}

/** Paths that are neither screens nor groups of the catalogue. */
export const unknownPaths = (paths: string[]) => paths.filter((p) => !SELECTABLE_PATHS.has(p) && !GROUP_PATHS.has(p));

/** Gives the role exactly these screens, and the groups that hold them, in place of what it had. */
export async function writeRoleMenus(db: Db, roleId: number, paths: string[]): Promise<void> {
  const ids = await menuIdsByPath(db);
  const chosen = new Set<number>();
  for (const p of paths) {
    for (const id of ids.get(p) ?? []) chosen.add(id);
    for (const id of ids.get(`/${p.split('/')[1]}`) ?? []) chosen.add(id);
  }
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (chosen.size) await db.insert(roleMenus).values([...chosen].map((menuId) => ({ roleId, menuId })));
}

export async function writeRolePrivileges(db: Db, roleId: number, privileges: string[]): Promise<void> {
  await db.delete(rolePrivileges).where(eq(rolePrivileges.roleId, roleId));
  if (privileges.length) await db.insert(rolePrivileges).values(privileges.map((privilege) => ({ roleId, privilege })));
}

/** Each role's screens (groups left out: they follow from their screens) and privileges. */
export async function roleGrants(
  db: Db,
  roleIds: number[],
): Promise<Map<number, { menuPaths: string[]; privileges: string[] }>> {
  const out = new Map(roleIds.map((id) => [id, { menuPaths: [] as string[], privileges: [] as string[] }]));
  if (!roleIds.length) return out;
  const ids = await menuIdsByPath(db);
  const pathOf = new Map<number, string>();
  for (const [p, list] of ids) for (const id of list) if (SELECTABLE_PATHS.has(p)) pathOf.set(id, p);
  const held = await db.select().from(roleMenus).where(inArray(roleMenus.roleId, roleIds));
  for (const h of held) {
    const p = pathOf.get(h.menuId);
    const entry = out.get(h.roleId)!;
    if (p && !entry.menuPaths.includes(p)) entry.menuPaths.push(p);
  }
  const privs = await db.select().from(rolePrivileges).where(inArray(rolePrivileges.roleId, roleIds));
  for (const p of privs) out.get(p.roleId)!.privileges.push(p.privilege);
  for (const e of out.values()) {
    e.menuPaths.sort();
    e.privileges.sort();
  }
  return out;
}
