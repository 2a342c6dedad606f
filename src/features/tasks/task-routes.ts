import { useLocation } from 'react-router-dom';
import { routesByMeta, screenRoutes } from '@/contract/route-catalogue';
import { handlingRoutes, type TaskType } from '@/contract/task-report-routes';
import { taskSubmissionEntity, type EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';

export { handlingRoutes, type TaskType };

export const REVIEW_ROUTES = screenRoutes(routesByMeta('deployment', 'taskState').get(1)!);

/** The task type of the current route's meta (dw_task_year 1, dw_task_star 2, dw_task_com 3). */
export function useTaskType(): TaskType {
  const routes = useAppSelector((s) => s.permission.routes);
  const { pathname } = useLocation();
  const type = findRoute(routes, pathname)?.meta.taskType;
  return (type ? String(type) : '1') as TaskType;
}

/**
 * The handling side cannot list tasks (they belong to the level above): no task picker among its filters.
 * Which list and detail it is on follows from the route shown.
 */
export const handledSubmission: EntityDef = {
  ...taskSubmissionEntity,
  fields: taskSubmissionEntity.fields.map((f) => (f.name === 'taskId' ? { ...f, filter: undefined } : f)),
};
