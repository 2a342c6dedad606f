import { ResourceList } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { StateTag } from './state-tag';
import { taskSubmissionEntity } from '@/contract/resource';

/** dw_task_approve (taskState 1): submissions of the tasks the caller's level issued, waiting for its review. */
export default function ApproveListPage() {
  const orgId = Number(useAppSelector((s) => s.session.orgId));
  return (
    <ResourceList
      entity={taskSubmissionEntity}
      listKey="taskSubmission:review"
      readOnly
      fixedFilters={{ state: ['submitted'], ...(orgId ? { issuerOrgId: orgId } : {}) }}
      defaultHidden={['responderCount', 'score', 'stars', 'reviewedAt']}
      render={{ state: (r) => <StateTag value={r.state} dict="taskSubmissionState" /> }}
    />
  );
}
