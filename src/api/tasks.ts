import { post } from './request';

/** One indicator an issuer may put on a task. */
export interface IndicatorOption {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  points: string | number;
  measure: string | null;
  guide: string | null;
}

/** The calls of the task screens beyond the generic ones. */
export const taskApi = {
  indicators: (taskType: string) => post<IndicatorOption[]>('/api/task/indicators', { taskType }).then((r) => r.data),
};
