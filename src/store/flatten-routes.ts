import type { AppRoute } from './app-route';

/** Every route of the tree, parents before children. Apart from build-routes.ts, which carries the catalogue. */
export function flattenRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...flattenRoutes(r.children)]);
}
