import { eq, sql } from 'drizzle-orm';
import { resultRows } from './sql-rows';
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

/** Each entry's absolute path, by id: its own path joined to its parents' (an entry whose parent is gone stands at the top). */
function absolutePaths(rows: readonly Omit<MenuRow, 'held'>[]): Map<number, string> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const absolute = (id: number): string => {
    const r = byId.get(id)!;
    return r.parentId && byId.has(r.parentId) ? joinRoutePath(absolute(r.parentId), r.path) : joinRoutePath('', r.path);
  };
  return new Map(rows.map((r) => [r.id, absolute(r.id)]));
}

/** The absolute paths of the entries held, each joined to its parents' paths. */
export function heldMenuPaths(rows: readonly MenuRow[]): Set<string> {
  const paths = absolutePaths(rows);
  return new Set(rows.filter((r) => r.held).map((r) => paths.get(r.id)!));
}

/** The menu tree as of one stamp (table_stamps): each entry's absolute path, by id. */
interface StampedTree {
  stamp: number;
  pathById: ReadonlyMap<number, string>;
}

/** What one role holds, worked out from the tree and the role's entries as of their stamps. */
interface HeldPaths {
  treeStamp: number;
  roleStamp: number;
  paths: ReadonlySet<string>;
}

const trees = new WeakMap<Db, StampedTree>();
const heldByRole = new WeakMap<Db, Map<number, HeldPaths>>();
/** Roles are few; past this many the oldest worked out is let go. */
const MAX_ROLES = 500;

/** Reads the menu tree with its stamp, in one statement: the two belong to the same moment. */
async function readTree(db: Db): Promise<StampedTree> {
  const rows = resultRows<{ stamp: string | null; tree: string | null }>(
    await db.execute(sql`SELECT (SELECT ts.stamp FROM table_stamps ts WHERE ts.name = 'menus') AS stamp,
      (SELECT json_agg(json_build_array(m.id, m.parent_id, m.path))::text FROM menus m) AS tree`),
  );
  const entries = JSON.parse(rows[0]?.tree ?? '[]') as [number, number | null, string][];
  return {
    stamp: Number(rows[0]?.stamp ?? 0),
    pathById: absolutePaths(entries.map(([id, parentId, path]) => ({ id, parentId, path }))),
  };
}

/** Reads the entries a role holds with the stamp of what roles hold, in one statement. */
async function readHeldIds(db: Db, roleId: number): Promise<{ stamp: number; ids: number[] }> {
  const rows = resultRows<{ stamp: string | null; ids: number[] | null }>(
    await db.execute(sql`SELECT (SELECT ts.stamp FROM table_stamps ts WHERE ts.name = 'role_menus') AS stamp,
      (SELECT array_agg(rm.menu_id) FROM role_menus rm WHERE rm.role_id = ${roleId}) AS ids`),
  );
  return { stamp: Number(rows[0]?.stamp ?? 0), ids: (rows[0]?.ids ?? []).map(Number) };
}

/**
 * The absolute paths of the menu entries a role holds, from the stamps the session read answered: the
 * menu tree's and that of what roles hold (any change to either table moves its stamp, in the same
 * transaction). What was worked out for the role is used while both stamps stand; when one has moved,
 * what it rests on is read again. So every call checks its rights against the menus and the role as they
 * stand, whether or not this process hears of changes, and gathers the role's entries only after a change.
 */
export async function heldMenuPathsOf(
  db: Db,
  treeStamp: number,
  roleId: number,
  roleStamp: number,
): Promise<ReadonlySet<string>> {
  let roles = heldByRole.get(db);
  if (!roles) heldByRole.set(db, (roles = new Map()));
  const known = roles.get(roleId);
  if (known && known.treeStamp === treeStamp && known.roleStamp === roleStamp) return known.paths;
  let tree = trees.get(db);
  if (!tree || tree.stamp !== treeStamp) {
    tree = await readTree(db);
    trees.set(db, tree);
  }
  const held = await readHeldIds(db, roleId);
  const t = tree;
  const paths = new Set(held.ids.map((id) => t.pathById.get(id)).filter((p): p is string => p !== undefined));
  roles.delete(roleId);
  if (roles.size >= MAX_ROLES) roles.delete(roles.keys().next().value!);
  // Kept under the stamps read with it: a later session that saw the same ones uses it.
  roles.set(roleId, { treeStamp: t.stamp, roleStamp: held.stamp, paths });
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
