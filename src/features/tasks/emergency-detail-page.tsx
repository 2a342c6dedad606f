import { TaskDetail } from './task-detail-page';

/** dw_task_com_info: an emergency task, with the roll-call of its targets as they answer. */
export default function EmergencyDetailPage() {
  return <TaskDetail emergency />;
}
