type RouteRegistry = typeof import('./route-registry');

let loading: Promise<RouteRegistry> | undefined;

/**
 * The screens of the route catalogue (route-registry.ts, with the catalogue itself), loaded once, after sign-in:
 * the sign-in page does without them. A failed load is asked for again the next time.
 */
export function loadRouteRegistry(): Promise<RouteRegistry> {
  loading ??= import('./route-registry').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
