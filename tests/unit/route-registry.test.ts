import { describe, expect, it } from 'vitest';
import { flattenCatalogue, routesByMeta, screenRoutes } from '@/contract';
import { positionEntity } from '@/contract/resource';
import { isRegistered, screenExists, screenFor, screenKeyOf } from '@/app/route-registry';
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

  it('finds every screen the catalogue names: a page file and its export, or an entity', async () => {
    const missing: string[] = [];
    for (const path of flattenCatalogue().keys()) {
      const key = screenKeyOf(path);
      if (key && !(await screenExists(key))) missing.push(`${path}: ${JSON.stringify(key)}`);
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it('serves the generic list and detail of an entity from its definition, with no page of its own', () => {
    expect(screenKeyOf('/PositionConstruction')).toEqual({ entity: 'position', view: 'list' });
    expect(screenKeyOf('/UserPrivilege/PrivilegeMgtInfo')).toEqual({ entity: 'privilege', view: 'detail' });
    // Where its screens live follows from the catalogue: the list, and the detail beside it.
    expect(positionEntity.routes).toEqual({
      list: '/PositionConstruction',
      detail: '/PositionConstruction/PositionConstruction_info',
    });
  });

  it('gives the routes that share a screen one component, and a menu entry this build does not know the placeholder', () => {
    expect(screenFor('/deployment/dw_task_year')).toBe(screenFor('/deployment/dw_task_star'));
    expect(screenFor('/somethingNew/screen')).toBe(screenFor('/anotherNew/screen'));
    expect(screenFor('/ResetPassword/Index')).not.toBe(screenFor('/somethingNew/screen'));
  });

  it('tells the screens of an entity under several routes apart by what each list entry opens', () => {
    expect([...routesByMeta('deployment', 'taskType')].sort()).toEqual([
      [1, '/deployment/dw_task_year'],
      [2, '/deployment/dw_task_star'],
      [3, '/deployment/dw_task_com'],
    ]);
    expect(screenRoutes('/deployment/dw_task_star')).toEqual({
      list: '/deployment/dw_task_star',
      detail: '/deployment/dw_task_star/dw_task_star_info',
    });
    expect(screenRoutes('/Partysearch/Partysearch_agency').detail).toBe('/Partysearch/Partysearch_com_Info');
    expect(screenRoutes('/educational/classbydayContent').detail).toBe('/educational/classbydayContent_info');
    expect(screenRoutes('/Informationpublicity/reglaw').detail).toBe('/Informationpublicity/reglaw_info');
    expect(screenRoutes('/PositionConstruction/PositionConstruction_info').detail).toBe(
      '/PositionConstruction/PositionConstruction_info',
    );
  });
});
