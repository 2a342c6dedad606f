import { describe, expect, it } from 'vitest';
import tagsView, {
  addView,
  addVisitedView,
  delAllViews,
  delCachedView,
  delOthersViews,
  delView,
  pathAfterClosing,
  type TagView,
  type TagsViewState,
} from '@/store/tags-view-slice';

const dashboard: TagView = { path: '/dashboard', fullPath: '/dashboard', title: 'dashboard', affix: true };
const child: TagView = { path: '/childDashboard', fullPath: '/childDashboard', title: 'childDashboard', affix: true };
const income: TagView = { path: '/feeManagement/feeIncome', fullPath: '/feeManagement/feeIncome', title: '党费收缴' };
const detail: TagView = {
  path: '/feeManagement/feeInfo',
  fullPath: '/feeManagement/feeInfo?id=1',
  title: '党费详情',
  noCache: true,
};

function withViews(...views: TagView[]): TagsViewState {
  return views.reduce(
    (s, v) => tagsView(s, v.affix ? addVisitedView(v) : addView(v)),
    tagsView(undefined, { type: 'init' }),
  );
}

describe('visited and cached tags', () => {
  it('adds a tab once per path with its title, and caches it unless the route is no-cache', () => {
    const s = withViews(dashboard, income, income, detail);
    expect(s.visitedViews.map((v) => v.path)).toEqual([
      '/dashboard',
      '/feeManagement/feeIncome',
      '/feeManagement/feeInfo',
    ]);
    expect(s.cachedViews).toEqual(['/feeManagement/feeIncome']);
  });

  it('updates the full path when the same screen opens with another query', () => {
    const s = tagsView(withViews(detail), addView({ ...detail, fullPath: '/feeManagement/feeInfo?id=2' }));
    expect(s.visitedViews).toHaveLength(1);
    expect(s.visitedViews[0].fullPath).toBe('/feeManagement/feeInfo?id=2');
  });

  it('closes one tab with its cache', () => {
    const s = tagsView(withViews(dashboard, income), delView(income.path));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/dashboard']);
    expect(s.cachedViews).toEqual([]);
  });

  it('closes the others but keeps the fixed tags', () => {
    const s = tagsView(withViews(dashboard, child, income, detail), delOthersViews(detail.path));
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/childDashboard', '/feeManagement/feeInfo']);
    expect(s.cachedViews).toEqual([]);
  });

  it('closes all but the fixed tags', () => {
    const s = tagsView(withViews(dashboard, child, income), delAllViews());
    expect(s.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/childDashboard']);
    expect(s.cachedViews).toEqual([]);
  });

  it('drops only the cache when a tab is refreshed', () => {
    const s = tagsView(withViews(income), delCachedView(income.path));
    expect(s.visitedViews).toHaveLength(1);
    expect(s.cachedViews).toEqual([]);
  });

  it('moves to the last remaining tab, a fresh dashboard, or / after closing the current one', () => {
    expect(pathAfterClosing([dashboard, income], detail)).toBe('/feeManagement/feeIncome');
    expect(pathAfterClosing([], dashboard)).toBe('/redirect/dashboard');
    expect(pathAfterClosing([], income)).toBe('/');
  });
});
