import { ResourceList } from '@/components/resource';
import { reportRouteOf } from '@/contract/task-report-routes';
import { StateTag } from './state-tag';
import { handledSubmission } from './task-routes';
import { usePartySearchList } from './use-party-search';

const LIST_KEY = 'taskSubmission:agency';

/** Partysearch_agency: received tasks not yet handed in (to do, or returned), the nearest deadline first. */
export default function AgencyPage() {
  const ready = usePartySearchList('agencyFilter', LIST_KEY);
  if (!ready) return null;
  return (
    <ResourceList
      entity={handledSubmission}
      listKey={LIST_KEY}
      readOnly
      detailRoute={(r) => reportRouteOf(r.taskType)}
      fixedFilters={{ state: ['todo', 'returned'] }}
      defaultHidden={['selfScore', 'score', 'stars', 'submittedAt', 'reviewedAt', 'responderCount']}
      render={{ state: (r) => <StateTag value={r.state} dict="taskSubmissionState" /> }}
    />
  );
}
