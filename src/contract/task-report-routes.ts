import { routesByMeta, screenRoutes } from './route-catalogue';

export type TaskType = '1' | '2' | '3';

const handling = routesByMeta('Partysearch', 'taskType');

/**
 * The handling side's screens of a task type: annual work and star ratings have lists of their own;
 * emergency work is answered from the to-do list, whose detail is the emergency report's own route.
 */
export const handlingRoutes = (type: TaskType) =>
  screenRoutes(handling.get(Number(type) as 1 | 2 | 3) ?? '/Partysearch/Partysearch_agency');

/** Where a received task's report opens: under the route of its task type, whatever list it is found in. */
export const reportRouteOf = (type: unknown): string =>
  handlingRoutes(type === '2' || type === '3' ? type : '1').detail;
