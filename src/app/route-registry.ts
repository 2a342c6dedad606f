import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { joinRoutePath, ROUTE_CATALOGUE, type CatalogueEntry, type ScreenKey } from '@/contract/route-catalogue';

/**
 * The screen of every path of the route catalogue, loaded on demand: each catalogue entry names its
 * screen (a feature page by its file, or an entity's generic list or detail); this file only turns
 * those names into components.
 */
type Screen = LazyExoticComponent<ComponentType>;
type PageModule = Record<string, unknown>;

/** Every feature page, by its file under src/features ('tasks/task-list-page'). */
const PAGE_FILES: Record<string, () => Promise<PageModule>> = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>('../features/*/*-{page,pages}.tsx')).map(([file, load]) => [
    file.replace(/^\.\.\/features\//, '').replace(/\.tsx$/, ''),
    load,
  ]),
);

const later: Screen = lazy(() => import('@/components/not-built-yet'));

/** The screen key of every absolute path: a group's index child (empty path) names the group's own path. */
const KEYS = new Map<string, ScreenKey>();
const collect = (e: CatalogueEntry, path: string) => {
  if (e.screen) KEYS.set(path, e.screen);
  for (const c of e.children ?? []) collect(c, joinRoutePath(path, c.path));
};
for (const top of ROUTE_CATALOGUE) collect(top, joinRoutePath('', top.path));

/** The page file a key names: a feature page, or the page that shows an entity's screen. */
const pageOf = (key: ScreenKey): string | undefined => (typeof key === 'string' ? key : key.page);

const keyText = (key: ScreenKey) => pageOf(key) ?? (typeof key === 'string' ? key : `${key.entity}:${key.view}`);

/** Whether a key names something that exists: a page file, or an entity of the contract. */
export async function screenExists(key: ScreenKey): Promise<boolean> {
  const page = pageOf(key);
  if (typeof key !== 'string' && !(await import('@/contract/resource')).ENTITY_BY_NAME[key.entity]) return false;
  if (page === undefined) return true;
  const [file, name = 'default'] = page.split('#');
  const load = PAGE_FILES[file];
  return Boolean(load) && typeof (await load())[name] === 'function';
}

function resolve(key: ScreenKey): Screen {
  const page = pageOf(key);
  if (typeof key !== 'string' && page === undefined) {
    // An entity served by the generic pieces: its definition says the rest.
    return lazy(async () => {
      const [{ ENTITY_BY_NAME }, { ResourceList, ResourceDetailPage }] = await Promise.all([
        import('@/contract/resource'),
        import('@/components/resource'),
      ]);
      const entity = ENTITY_BY_NAME[key.entity];
      const Generic = key.view === 'list' ? ResourceList : ResourceDetailPage;
      return { default: () => createElement(Generic, { entity }) };
    });
  }
  const [file, name = 'default'] = page!.split('#');
  const load = PAGE_FILES[file];
  if (!load) return later;
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** One component per key: routes that share a screen (the three task lists) share its component. */
const SCREENS = new Map<string, Screen>();

/** The screen key the catalogue gives a path, if any. */
export const screenKeyOf = (path: string): ScreenKey | undefined => KEYS.get(path);

/** The screen of a path; a menu entry this build does not know yet shows the shared placeholder. */
export function screenFor(path: string): Screen {
  const key = KEYS.get(path);
  if (!key) return later;
  const text = keyText(key);
  let screen = SCREENS.get(text);
  if (!screen) SCREENS.set(text, (screen = resolve(key)));
  return screen;
}

/** Whether the catalogue names a screen for the path itself (the test over the seeded menu uses it). */
export const isRegistered = (path: string): boolean => KEYS.has(path);
