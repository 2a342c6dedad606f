import { flattenCatalogue, screenRoutes, type CatalogueEntry, type EntityScreen } from './route-catalogue';

/** Where an entity's list and detail screens live. The same path twice: its records open beside the list. */
export interface EntityRoutes {
  list: string;
  detail: string;
}

let flat: Map<string, CatalogueEntry> | undefined;
let lists: Map<string, string[]> | undefined;

/**
 * The list routes of every entity, in menu order: the catalogue entries whose screen names the entity's
 * list (a group's index child stands at the group's own path). Made once, on first use, so that a bundle
 * reading a definition does not build the catalogue.
 */
function listRoutes(): Map<string, string[]> {
  if (lists) return lists;
  lists = new Map();
  flat = flattenCatalogue();
  for (const [path, e] of flat) {
    const s = (e.screen ?? e.children?.find((c) => c.path === '')?.screen) as EntityScreen | string | undefined;
    if (typeof s !== 'object' || s.view !== 'list') continue;
    lists.set(s.entity, [...(lists.get(s.entity) ?? []), path]);
  }
  return lists;
}

/**
 * An entity's own screens: its first list in the menu (or the first within a group) and the detail that
 * list opens; none for an entity that only another screen shows (a seal's uses, a vote's receipts).
 */
export function findEntityRoutes(entity: string, group?: string): EntityRoutes | undefined {
  const path = (listRoutes().get(entity) ?? []).find((p) => group === undefined || p.startsWith(`/${group}/`));
  return path === undefined ? undefined : screenRoutes(path);
}

/** The screens of an entity that has its own (a link from elsewhere, the calendar's). */
export function entityRoutes(entity: string | { name: string }, group?: string): EntityRoutes {
  const name = typeof entity === 'string' ? entity : entity.name;
  const routes = findEntityRoutes(name, group);
  if (!routes) throw new Error(`No list screen of ${name} in the route catalogue`);
  return routes;
}

/**
 * The entity's screens as seen from a path: where the entity is listed under several routes (the three
 * task lists, the publicity and study channels), the list shown, or the list whose detail is shown (the
 * one the detail keeps active when several open it), with the detail it opens; elsewhere its own screens.
 */
export function routesAt(entity: string, path: string): EntityRoutes | undefined {
  const at = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const seen = (listRoutes().get(entity) ?? []).map(screenRoutes).filter((r) => r.list === at || r.detail === at);
  const active = flat?.get(at)?.meta?.activeMenu;
  return seen.find((r) => r.list === at) ?? seen.find((r) => r.list === active) ?? seen[0] ?? findEntityRoutes(entity);
}
