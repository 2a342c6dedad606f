import { taskIndicators } from '@/contract/calls/tasks';
import { call } from './call';

export type { IndicatorOption } from '@/contract/calls/tasks';

/** The calls of the task screens beyond the generic ones. */
export const taskApi = {
  /** The server refuses a type other than '1', '2' or '3'. */
  indicators: (taskType: string) => call(taskIndicators, { taskType: taskType as '1' | '2' | '3' }),
};
