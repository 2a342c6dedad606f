import { useLocation } from 'react-router-dom';
import { taskEntity, taskSubmissionEntity, type EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';
import { findRoute } from '@/store/static-routes';

export type TaskType = '1' | '2' | '3';

/** The issuing side's screens of each task type. */
export const TASK_ROUTES: Record<TaskType, { list: string; detail: string }> = {
  '1': { list: '/deployment/dw_task_year', detail: '/deployment/dw_task_year/dw_task_year_info' },
  '2': { list: '/deployment/dw_task_star', detail: '/deployment/dw_task_star/dw_task_star_info' },
  '3': { list: '/deployment/dw_task_com', detail: '/deployment/dw_task_com/dw_task_com_info' },
};

/** The handling side's screens: annual and emergency work are filled in on the check screen, star ratings on their own. */
export const HANDLING_ROUTES: Record<TaskType, { list: string; detail: string }> = {
  '1': { list: '/Partysearch/Partysearch_check', detail: '/Partysearch/Partysearch_check_Info' },
  '2': { list: '/Partysearch/Partysearch_star', detail: '/Partysearch/Partysearch_star_Info' },
  '3': { list: '/Partysearch/Partysearch_agency', detail: '/Partysearch/Partysearch_check_Info' },
};

export const REVIEW_ROUTES = {
  list: '/deployment/dw_task_approve',
  detail: '/deployment/dw_task_approve/dw_task_approve_info',
};

/** The task type of the current route's meta (dw_task_year 1, dw_task_star 2, dw_task_com 3). */
export function useTaskType(): TaskType {
  const routes = useAppSelector((s) => s.permission.routes);
  const { pathname } = useLocation();
  const type = findRoute(routes, pathname)?.meta.taskType;
  return (type ? String(type) : '1') as TaskType;
}

/** An entity definition whose screens are those of one route group. */
export const withRoutes = (entity: EntityDef, routes: { list: string; detail: string }): EntityDef => ({
  ...entity,
  routes,
});

export const taskOfType = (type: TaskType) => withRoutes(taskEntity, TASK_ROUTES[type]);
/** The handling side cannot list tasks (they belong to the level above): no task picker among its filters. */
const handled: EntityDef = {
  ...taskSubmissionEntity,
  fields: taskSubmissionEntity.fields.map((f) => (f.name === 'taskId' ? { ...f, filter: undefined } : f)),
};

export const submissionOfType = (type: TaskType) => withRoutes(handled, HANDLING_ROUTES[type]);
export const agencySubmission = withRoutes(handled, {
  list: '/Partysearch/Partysearch_agency',
  detail: HANDLING_ROUTES['1'].detail,
});
export const reviewedSubmission = withRoutes(taskSubmissionEntity, REVIEW_ROUTES);
