import { z } from 'zod';
import { taskEntity } from '../resource/task';
import { entityCall } from './access';
import { answer, declareCall } from './declare';

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

/** The indicator tree an issuer picks from, by task type (without the system screens that maintain it). */
export const taskIndicators = declareCall({
  url: '/api/task/indicators',
  payload: z.object({ taskType: z.enum(['1', '2', '3']) }),
  answer: answer<IndicatorOption[]>(),
  access: entityCall(taskEntity),
  provides: ['indicator'],
});
