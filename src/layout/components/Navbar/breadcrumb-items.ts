import type { AppRoute } from '@/store/app-route';
import { findRoute, routeChain } from '@/store/static-routes';

export interface Crumb {
  path: string;
  title: string;
  /** Where a click goes; the last crumb has none. */
  to?: string;
}

const DASHBOARD: Crumb = { path: '/dashboard', title: 'dashboard' };

/** The dashboard first unless on it; untitled routes and breadcrumb: false stay out. */
export function breadcrumbItems(routes: AppRoute[], pathname: string): Crumb[] {
  const chain: Crumb[] = routeChain(routes, pathname)
    .filter((r) => r.meta.title && r.meta.breadcrumb !== false)
    .map((r) => ({ path: r.path, title: r.meta.title, to: r.redirect ?? r.path }));
  if (chain.length === 0) {
    const fixed = findRoute([], pathname);
    if (fixed?.meta.title && fixed.meta.breadcrumb !== false) chain.push({ path: fixed.path, title: fixed.meta.title });
  }
  // A group and its index child share a path or a title (修改密码 / 修改密码); show it once.
  const unique = chain.filter(
    (c, i) => chain.findIndex((d) => d.path === c.path) === i && (i === 0 || chain[i - 1].title !== c.title),
  );
  const onDashboard = unique.length > 0 && unique[0].path === DASHBOARD.path;
  const crumbs = onDashboard ? unique : [{ ...DASHBOARD, to: DASHBOARD.path }, ...unique];
  return crumbs.map((c, i) => (i === crumbs.length - 1 ? { path: c.path, title: c.title } : c));
}
