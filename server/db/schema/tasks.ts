import { taskEntity, taskSubmissionEntity } from '../../../src/contract/resource/task';
import { derivedTable } from './derived';

export const tasks = derivedTable(taskEntity);
export const taskSubmissions = derivedTable(taskSubmissionEntity);
