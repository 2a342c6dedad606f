import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from '@/contract';
import { ROUTE_REGISTRY, isRegistered, screenFor } from '@/app/route-registry';
import { buildRoutes, flattenRoutes } from '@/store/build-routes';
import { menuFromCatalogue } from './support/menu';

describe('route registry', () => {
  it('resolves every seeded menu entry to a screen, or to a default child that has one', () => {
    const routes = flattenRoutes(buildRoutes(menuFromCatalogue()));
    const unresolved = routes.filter((r) => {
      if (r.redirect) return !isRegistered(r.redirect);
      return !isRegistered(r.path);
    });
    expect(unresolved.map((r) => r.path)).toEqual([]);
    expect(new Set(routes.map((r) => r.path)).size).toBe(flattenCatalogue().size);
  });

  it('names only paths of the catalogue', () => {
    const catalogue = flattenCatalogue();
    expect(Object.keys(ROUTE_REGISTRY).filter((p) => !catalogue.has(p))).toEqual([]);
  });

  it('shows the shared placeholder for a menu entry this build does not know', () => {
    // Two paths no build knows share the one placeholder; a built screen is another component.
    expect(screenFor('/somethingNew/screen')).toBe(screenFor('/anotherNew/screen'));
    expect(screenFor('/ResetPassword/Index')).not.toBe(screenFor('/somethingNew/screen'));
  });
});
