import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { taskBehaviour } from './task';
import { taskSubmissionBehaviour } from './task-submission';

/** What only the tasks area's entities do, handed to the generic calls (see modules/index.ts). */
export const TASK_BEHAVIOURS: AreaBehaviours = { task: taskBehaviour, taskSubmission: taskSubmissionBehaviour };
