import { flattenCatalogue, joinRoutePath, type CatalogueEntry } from '@/contract';
import type { MenuItem } from '@/api/menu';
import type { AppRoute } from './app-route';
import { routesGenerated } from './permission-slice';

/**
 * The route catalogue comes with this module, which loads after sign-in (session-thunks.ts), so that the sign-in
 * page does not carry the labels of every route in three languages.
 */
const catalogue = flattenCatalogue();

function toRoute(item: MenuItem, absPath: string, parentName?: string): AppRoute {
  const known: CatalogueEntry | undefined = catalogue.get(absPath);
  const children = (item.children ?? []).map((child) => toRoute(child, joinRoutePath(absPath, child.path), item.label));
  // A group whose index child shares its path shows that child; any other group opens its default child.
  const hasIndexChild = children.some((c) => c.path === absPath);
  const defaultChild = known?.redirect ? joinRoutePath(absPath, known.redirect) : children.find((c) => !c.hidden)?.path;
  const redirect = children.length > 0 && !hasIndexChild ? defaultChild : undefined;
  return {
    path: absPath,
    hidden: Boolean(item.hidden),
    id: item.id,
    redirect,
    meta: { ...known?.meta, title: item.label, icon: item.icon, affix: false, id: item.id, parentName },
    children,
  };
}

/** Routes from the server menu: '/{path}' at the top, children and grandchildren joined below their parent. */
export function buildRoutes(menu: MenuItem[]): AppRoute[] {
  return menu.map((item) => toRoute(item, joinRoutePath('', item.path)));
}

export { flattenRoutes } from './flatten-routes';

/** The route filter keeps every route for every role (SPEC section 6). */
export function filterRoutesForRoles(routes: AppRoute[], roles: string[]): AppRoute[] {
  void roles;
  return routes;
}

/** The action that keeps the server menu and the routes made of it. */
export function generateRoutes(menu: MenuItem[], roles: string[]) {
  return routesGenerated({ menu, routes: filterRoutesForRoles(buildRoutes(menu), roles) });
}
