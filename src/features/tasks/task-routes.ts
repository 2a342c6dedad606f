import { useLocation } from 'react-router-dom';
import { routesByMeta, screenRoutes } from '@/contract/route-catalogue';
import { handlingRoutes, type TaskType } from '@/contract/task-report-routes';
import { taskEntity, taskSubmissionEntity, type EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';

export { handlingRoutes, type TaskType };

/** The screens of each side, as the catalogue places them: a task type's list is the one whose meta names it. */
const issuing = routesByMeta('deployment', 'taskType');
const typeOf = (type: TaskType) => Number(type) as 1 | 2 | 3;

/** The issuing side's screens of a task type. */
const issuingRoutes = (type: TaskType) => screenRoutes(issuing.get(typeOf(type))!);

export const REVIEW_ROUTES = screenRoutes(routesByMeta('deployment', 'taskState').get(1)!);

/** The task type of the current route's meta (dw_task_year 1, dw_task_star 2, dw_task_com 3). */
export function useTaskType(): TaskType {
  const routes = useAppSelector((s) => s.permission.routes);
  const { pathname } = useLocation();
  const type = findRoute(routes, pathname)?.meta.taskType;
  return (type ? String(type) : '1') as TaskType;
}

/** An entity definition on the screens of one route of the catalogue. */
export const withRoutes = (entity: EntityDef, routes: { list: string; detail: string }): EntityDef => ({
  ...entity,
  routes,
});

export const taskOfType = (type: TaskType) => withRoutes(taskEntity, issuingRoutes(type));
/** The handling side cannot list tasks (they belong to the level above): no task picker among its filters. */
const handled: EntityDef = {
  ...taskSubmissionEntity,
  fields: taskSubmissionEntity.fields.map((f) => (f.name === 'taskId' ? { ...f, filter: undefined } : f)),
};

export const submissionOfType = (type: TaskType) => withRoutes(handled, handlingRoutes(type));
export const agencySubmission = withRoutes(handled, handlingRoutes('3'));
export const reviewedSubmission = withRoutes(taskSubmissionEntity, REVIEW_ROUTES);
