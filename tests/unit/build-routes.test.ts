import { describe, expect, it } from 'vitest';
import { buildRoutes, flattenRoutes } from '@/store/build-routes';
import { findRoute, routeChain } from '@/store/static-routes';
import { menuFromCatalogue } from './support/menu';

describe('routes from the server menu', () => {
  const routes = buildRoutes(menuFromCatalogue());
  const byPath = new Map(flattenRoutes(routes).map((r) => [r.path, r]));

  it("puts a top-level item at '/{path}' and joins children below it", () => {
    expect(byPath.has('/organizational')).toBe(true);
    expect(byPath.has('/organizational/managepartyorg')).toBe(true);
    expect(byPath.has('/deployment/dw_task_year/dw_task_year_info')).toBe(true);
    expect(byPath.has('/ResetPassword/Index')).toBe(true);
  });

  it('gives each route title, icon, affix false, hidden and id from the menu item', () => {
    const org = byPath.get('/organizational')!;
    expect(org.meta).toMatchObject({ title: '组织管理', icon: 'ApartmentOutlined', affix: false });
    expect(org.meta.id).toEqual(expect.any(Number));
    expect(byPath.get('/organizational/managepartyorg_info')!.hidden).toBe(true);
  });

  it('adds the catalogue meta: type, taskType, taskState, activeMenu, noCache', () => {
    expect(byPath.get('/feeManagement/feeIncome')!.meta.type).toBe('in');
    expect(byPath.get('/feeManagement/feePay')!.meta.type).toBe('out');
    expect(byPath.get('/deployment/dw_task_com')!.meta.taskType).toBe(3);
    expect(byPath.get('/deployment/dw_task_approve')!.meta.taskState).toBe(1);
    expect(byPath.get('/deployment/dw_task_star/dw_task_star_info')!.meta).toMatchObject({
      activeMenu: '/deployment/dw_task_star',
      noCache: true,
      taskType: 2,
    });
  });

  it('opens the default child of a group, and shows the index child of PositionConstruction at the group path', () => {
    expect(byPath.get('/organizational')!.redirect).toBe('/organizational/managepartyorg');
    expect(byPath.get('/Informationpublicity')!.redirect).toBe('/Informationpublicity/reglaw');
    expect(byPath.get('/feeManagement')!.redirect).toBe('/feeManagement/feeIncome');
    expect(byPath.get('/PositionConstruction')!.redirect).toBeUndefined();
    expect(byPath.get('/PositionConstruction/PositionConstruction_info')!.meta.activeMenu).toBe(
      '/PositionConstruction',
    );
  });

  it('finds the route of an address case-insensitively and the fixed routes too', () => {
    expect(findRoute(routes, '/feemanagement/feeincome')!.path).toBe('/feeManagement/feeIncome');
    expect(findRoute(routes, '/dashboard')!.meta).toMatchObject({ title: 'dashboard', affix: true });
    expect(findRoute(routes, '/childDashboard')!.meta.affix).toBe(true);
    expect(findRoute(routes, '/nowhere')).toBeUndefined();
  });

  it('walks the chain from the group to a grandchild for the breadcrumb', () => {
    expect(routeChain(routes, '/deployment/dw_task_year/dw_task_year_info').map((r) => r.path)).toEqual([
      '/deployment',
      '/deployment/dw_task_year/dw_task_year_info',
    ]);
  });
});
