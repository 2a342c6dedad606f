import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feedOf } from '../db/change-feed';
import { menus, roleMenus } from '../db/schema/index';
import { joinRoutePath } from '../../src/contract/route-catalogue';
import { cacheKind, cacheOn } from './read-cache';
import { captureTables, readTablesOf } from '../db/table-capture';

const ROLE_MENUS = cacheKind<Set<string>>('role menus', { maxEntries: 500, ttlMs: 5 * 60_000 });

/** One entry of the menu tree, and whether the role at hand holds it. */
export interface MenuRow {
  id: number;
  parentId: number | null;
  path: string;
  held: boolean;
}

/** The absolute paths of the entries held, each joined to its parents' paths. */
export function heldMenuPaths(rows: readonly MenuRow[]): Set<string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (id: number): string => {
    const r = byId.get(id)!;
    return r.parentId ? joinRoutePath(absolute(r.parentId), r.path) : joinRoutePath('', r.path);
  };
  return new Set(rows.filter((r) => r.held).map((r) => absolute(r.id)));
}

/**
 * The menu tree with the entries a role holds, as the session read answers it: one JSON text of
 * `[id, parentId, path, held]` per entry (see session-store.ts). Each call reads it afresh with its
 * session; the paths worked out from a text are kept by that text, which they follow from alone.
 */
const pathsByText = new Map<string, ReadonlySet<string>>();
const MAX_TEXTS = 200;

export function menuPathsOfText(text: string | null): ReadonlySet<string> {
  if (!text) return new Set();
  const known = pathsByText.get(text);
  if (known) return known;
  const rows = (JSON.parse(text) as [number, number | null, string, boolean][]).map(
    ([id, parentId, path, held]): MenuRow => ({ id, parentId, path, held }),
  );
  const paths: ReadonlySet<string> = heldMenuPaths(rows);
  if (pathsByText.size >= MAX_TEXTS) pathsByText.delete(pathsByText.keys().next().value!);
  pathsByText.set(text, paths);
  return paths;
}

/**
 * The absolute menu paths a role holds: roles hold privileges as menu entries, and an entity declares
 * the entries that open its records (`EntityDef.access`). Kept until a change is committed (a role edit
 * reaches every process as soon as the database announces it). A call asks its session's
 * (`SessionUser.menuPaths`), read with the session; this is for a role other than the caller's.
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
  const paths = heldMenuPaths(rows.map((r) => ({ ...r, held: held.has(r.id) })));
  cache?.set(key, generation, paths, undefined, readTablesOf(use));
  return paths;
}
