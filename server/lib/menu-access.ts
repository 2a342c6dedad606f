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
  /** The held paths worked out so far, by the held ids (in order, joined by commas). */
  heldByIds: Map<string, ReadonlySet<string>>;
}

const trees = new WeakMap<Db, StampedTree>();
const MAX_HELD_SETS = 200;

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
    heldByIds: new Map(),
  };
}

/**
 * The absolute paths of the menu entries a role holds, from the ids the session read answered (in order,
 * joined by commas: the same text for the same entries, so it keys what is worked out from it) and the
 * stamp of the menu tree it saw. The tree is read again only when its stamp has moved (any change to the
 * menus moves it, in the same transaction), so every call checks its rights against the tree as it
 * stands, whether or not this process hears of changes.
 */
export async function heldMenuPathsOf(db: Db, stamp: number, heldIds: string): Promise<ReadonlySet<string>> {
  let tree = trees.get(db);
  if (!tree || tree.stamp !== stamp) {
    tree = await readTree(db);
    trees.set(db, tree);
  }
  let held = tree.heldByIds.get(heldIds);
  if (!held) {
    const t = tree;
    const ids = heldIds ? heldIds.split(',').map(Number) : [];
    held = new Set(ids.map((id) => t.pathById.get(id)).filter((p): p is string => p !== undefined));
    if (t.heldByIds.size >= MAX_HELD_SETS) t.heldByIds.delete(t.heldByIds.keys().next().value!);
    t.heldByIds.set(heldIds, held);
  }
  return held;
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
