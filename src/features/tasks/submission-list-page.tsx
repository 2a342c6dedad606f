import { ResourceList } from '@/components/resource';
import { Stars, StateTag } from './state-tag';
import { handledSubmission, useTaskType } from './task-routes';
import { usePartySearchList } from './use-party-search';

/** Partysearch_check (taskType 1) and Partysearch_star (taskType 2): what the organisation received of each type. */
export default function SubmissionListPage() {
  const type = useTaskType();
  const listKey = `taskSubmission:${type}`;
  const ready = usePartySearchList('checkFilter', listKey);
  if (!ready) return null;
  return (
    <ResourceList
      key={type}
      entity={handledSubmission}
      listKey={listKey}
      readOnly
      fixedFilters={{ taskType: type }}
      defaultHidden={['taskType', 'responderCount', 'reviewedAt', ...(type === '2' ? [] : ['stars'])]}
      render={{
        state: (r) => <StateTag value={r.state} dict="taskSubmissionState" />,
        stars: (r) => <Stars value={r.stars} />,
      }}
    />
  );
}
