import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { menus, roleMenus } from '../db/schema/index';
import { joinRoutePath } from '../../src/contract/route-catalogue';

const TTL_MS = 10_000;
const cache = new Map<number, { at: number; paths: Set<string> }>();

/**
 * The absolute menu paths a role holds. Reading an entity needs the menu entry of its list screen:
 * roles hold privileges as menu entries. Kept for ten seconds, so a role edit reaches every process soon.
 */
export async function roleMenuPaths(db: Db, roleId: number): Promise<Set<string>> {
  const hit = cache.get(roleId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.paths;
  const rows = await db.select({ id: menus.id, parentId: menus.parentId, path: menus.path }).from(menus);
  const held = new Set((await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId))).map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (id: number): string => {
    const r = byId.get(id)!;
    return r.parentId ? joinRoutePath(absolute(r.parentId), r.path) : joinRoutePath('', r.path);
  };
  const paths = new Set(rows.filter((r) => held.has(r.id)).map((r) => absolute(r.id)));
  cache.set(roleId, { at: Date.now(), paths });
  return paths;
}

export function clearMenuCache(): void {
  cache.clear();
}
