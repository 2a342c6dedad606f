import { use, useEffect, useSyncExternalStore } from 'react';

type RouteRegistry = typeof import('./route-registry');

let loading: Promise<RouteRegistry> | undefined;
let loaded: RouteRegistry | undefined;
const listeners = new Set<() => void>();

/**
 * The screens of the route catalogue (route-registry.ts, with the catalogue itself), loaded once, after sign-in:
 * the sign-in page does without them, and so do the homes. A failed load is asked for again the next time.
 */
export function loadRouteRegistry(): Promise<RouteRegistry> {
  loading ??= import('./route-registry').then(
    (registry) => {
      loaded = registry;
      listeners.forEach((listener) => listener());
      return registry;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const current = () => loaded;

/**
 * The registry once it is there. A clerk asks for it at once (`askNow`), the menu a click away; a member's frame
 * asks for it after the home (member-layout.tsx); a path of the menu opened before then waits for it
 * (RegistryPending). The homes and the other paths of the route table render without it.
 */
export function useRouteRegistry(askNow: boolean): RouteRegistry | undefined {
  const registry = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    // A failure shows where a screen of the menu is asked for (RegistryPending).
    if (askNow && !registry) loadRouteRegistry().catch(() => undefined);
  }, [askNow, registry]);
  return registry;
}

/** A path of the menu asked for before the registry is there: waits for it, then the route table shows the screen. */
export function RegistryPending() {
  use(loadRouteRegistry());
  return null;
}
