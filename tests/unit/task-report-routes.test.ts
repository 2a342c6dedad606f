import { describe, expect, it } from 'vitest';
import { flattenCatalogue, screenRoutes } from '@/contract/route-catalogue';
import { reportRouteOf } from '@/contract/task-report-routes';

/**
 * A received task's report opens under a route of its own type: the breadcrumb and the highlighted menu
 * name that type (an emergency report never says "annual").
 */
describe('the routes a received task report opens under', () => {
  const byPath = flattenCatalogue();
  const lists: [1 | 2 | 3, string][] = [
    [1, '/Partysearch/Partysearch_check'],
    [2, '/Partysearch/Partysearch_star'],
    // Emergency work is answered from the to-do list.
    [3, '/Partysearch/Partysearch_agency'],
  ];

  it.each(lists)('opens a report of task type %i under a detail of that type, its list highlighted', (type, list) => {
    const detail = byPath.get(screenRoutes(list).detail);
    expect(detail?.meta?.taskType).toBe(type);
    expect(detail?.meta?.activeMenu).toBe(list);
    expect(detail?.label.en).not.toMatch(type === 1 ? /star|urgent/i : /annual/i);
  });

  it('opens each row of the to-do list, and each calendar deadline, under the route of its task type', () => {
    for (const [type, list] of lists) expect(reportRouteOf(String(type))).toBe(screenRoutes(list).detail);
  });
});
