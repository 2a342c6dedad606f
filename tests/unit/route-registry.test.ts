import { describe, expect, it } from 'vitest';
import { entityRoutes, findEntityRoutes, flattenCatalogue, routesAt, routesByMeta, screenRoutes } from '@/contract';
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
    expect(entityRoutes(positionEntity)).toEqual({
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

  it("derives every entity's own screens from the catalogue entry that names its list", () => {
    const member = { list: '/memberManagement/memberMaintenance', detail: '/memberManagement/memberMaintenance_info' };
    expect(entityRoutes('member')).toEqual(member);
    expect(entityRoutes('feeExpense')).toEqual({ list: '/feeManagement/feePay', detail: '/feeManagement/feeInfo' });
    expect(entityRoutes('eduProgram')).toEqual({
      list: '/educational/mwarningedu',
      detail: '/educational/mwarningedu_info',
    });
    // The handling side's first list is the to-do list: it opens under the emergency report's route (each row
    // goes to its own task type's route, see task-report-routes).
    expect(entityRoutes('taskSubmission', 'Partysearch').detail).toBe('/Partysearch/Partysearch_com_Info');
    // A committee seat is listed and opened on one screen: its records open beside the list.
    const committee = '/organizational/managepartyorg_dwInfo';
    expect(entityRoutes('orgCommittee')).toEqual({ list: committee, detail: committee });
    // Records only another screen shows (a seal's uses, a vote's receipts) have no screens of their own.
    for (const name of ['sealUse', 'studyRecord', 'examAttempt', 'workArrangementReceipt']) {
      expect(findEntityRoutes(name)).toBeUndefined();
    }
    expect(() => entityRoutes('sealUse')).toThrow(/sealUse/);
  });

  it("places an entity listed under several routes by the route shown, its list's or its detail's", () => {
    const star = { list: '/deployment/dw_task_star', detail: '/deployment/dw_task_star/dw_task_star_info' };
    expect(routesAt('task', star.list)).toEqual(star);
    expect(routesAt('task', star.detail)).toEqual(star);
    const news = { list: '/Informationpublicity/shiznews', detail: '/Informationpublicity/shiznews_info' };
    expect(routesAt('article', news.detail)).toEqual(news);
    expect(routesAt('eduContent', '/educational/classbydayContent_info')).toEqual({
      list: '/educational/classbydayContent',
      detail: '/educational/classbydayContent_info',
    });
    // Two lists open one detail: the detail goes back to the list it keeps active.
    expect(routesAt('taskSubmission', '/Partysearch/Partysearch_check_Info')!.list).toBe(
      '/Partysearch/Partysearch_check',
    );
    expect(routesAt('taskSubmission', '/Partysearch/Partysearch_star_finish')!.detail).toBe(
      '/Partysearch/Partysearch_star_Info',
    );
    // Shown elsewhere (receipts under a task), an entity keeps its own screens; one without any has none.
    expect(routesAt('member', '/deployment/dw_task_year/dw_task_year_info')).toEqual(entityRoutes('member'));
    expect(routesAt('sealUse', '/UserPrivilege/SealManage')).toBeUndefined();
  });

  it('loads the feature page named with an entity screen, and gives routes sharing that page one component', () => {
    expect(screenKeyOf('/memberManagement/memberMaintenance')).toEqual({
      entity: 'member',
      view: 'list',
      page: 'member/member-list-page',
    });
    expect(screenFor('/feeManagement/feeIncome')).toBe(screenFor('/feeManagement/feePay'));
    expect(screenFor('/memberManagement/memberMaintenance')).not.toBe(screenFor('/PositionConstruction'));
  });
});
