import type { AppRoute, RouteMeta } from './app-route';
import { flattenRoutes } from './flatten-routes';

/** Routes the app has whatever the menu says; titles are locale keys under `route.`. */
export const STATIC_ROUTE_META: Record<string, RouteMeta> = {
  '/dashboard': { title: 'dashboard', icon: 'DashboardOutlined', affix: true },
  '/childDashboard': { title: 'childDashboard', icon: 'HomeOutlined', affix: true },
  '/ResetPassword/Index': { title: 'changePassword', affix: false, noCache: true },
  '/login': { title: 'login', affix: false },
  '/article': { title: 'article', affix: false },
  '/404': { title: 'page404', affix: false },
  '/401': { title: 'page401', affix: false },
};

/** Both dashboards are fixed tags: the tag bar starts with them and never closes them. */
export const AFFIX_PATHS = ['/dashboard', '/childDashboard'];

export interface FoundRoute {
  path: string;
  meta: RouteMeta;
  hidden: boolean;
}

/** The route of an address: the menu's first (the paths are matched case-insensitively, as the router does), then the fixed ones. */
export function findRoute(routes: AppRoute[], pathname: string): FoundRoute | undefined {
  const wanted = pathname.replace(/\/+$/, '') || '/';
  const all = flattenRoutes(routes);
  const hit = all.find((r) => r.path === wanted) ?? all.find((r) => r.path.toLowerCase() === wanted.toLowerCase());
  if (hit) return { path: hit.path, meta: hit.meta, hidden: hit.hidden };
  const meta = STATIC_ROUTE_META[wanted];
  return meta ? { path: wanted, meta, hidden: true } : undefined;
}

/** The chain of routes from the top of the menu to the address, for the breadcrumb. */
export function routeChain(routes: AppRoute[], pathname: string): AppRoute[] {
  const walk = (list: AppRoute[], trail: AppRoute[]): AppRoute[] | undefined => {
    for (const r of list) {
      const next = [...trail, r];
      if (r.path.toLowerCase() === pathname.toLowerCase()) return next;
      const deeper = walk(r.children, next);
      if (deeper) return deeper;
    }
    return undefined;
  };
  return walk(routes, []) ?? [];
}
