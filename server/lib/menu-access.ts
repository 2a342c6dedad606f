import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedOf } from '../db/change-feed';
import { menus, roleMenus } from '../db/schema/index';
import { joinRoutePath } from '../../src/contract/route-catalogue';
import { cacheKind, cacheOn } from './read-cache';
import { captureTables, readTablesOf } from '../db/table-capture';

const ROLE_MENUS = cacheKind<Set<string>>('role menus', { maxEntries: 500, ttlMs: 5 * 60_000 });

/**
 * The absolute menu paths a role holds: roles hold privileges as menu entries, and an entity declares
 * the entries that open its records (`EntityDef.access`). Kept until a change is committed (a role edit
 * reaches every process as soon as the database announces it).
 */
export async function roleMenuPaths(db: Db, roleId: number): Promise<Set<string>> {
  const feed = feedOf(db);
  const cache = feed && cacheOn(feed, ROLE_MENUS);
  const key = String(roleId);
  const hit = cache?.get(key);
  if (hit) return hit;
  const generation = cache?.begin() ?? null;
  const { value: read, use } = await captureTables(() =>
    Promise.all([
      db.select({ id: menus.id, parentId: menus.parentId, path: menus.path }).from(menus),
      db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId)),
    ]),
  );
  const [rows, heldRows] = read;
  const held = new Set(heldRows.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (id: number): string => {
    const r = byId.get(id)!;
    return r.parentId ? joinRoutePath(absolute(r.parentId), r.path) : joinRoutePath('', r.path);
  };
  const paths = new Set(rows.filter((r) => held.has(r.id)).map((r) => absolute(r.id)));
  cache?.set(key, generation, paths, undefined, readTablesOf(use));
  return paths;
}
