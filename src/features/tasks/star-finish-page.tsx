import { ResourceList } from '@/components/resource';
import { Stars, StateTag } from './state-tag';
import { handledSubmission } from './task-routes';
import { usePartySearchList } from './use-party-search';

const LIST_KEY = 'taskSubmission:starFinish';

/** Partysearch_star_finish: finished star ratings with the stars each branch got. */
export default function StarFinishPage() {
  const ready = usePartySearchList('finish', LIST_KEY);
  if (!ready) return null;
  return (
    <ResourceList
      entity={handledSubmission}
      listKey={LIST_KEY}
      readOnly
      fixedFilters={{ taskType: '2', state: ['approved'] }}
      defaultHidden={['taskType', 'responderCount', 'submittedAt', 'selfScore']}
      render={{
        state: (r) => <StateTag value={r.state} dict="taskSubmissionState" />,
        stars: (r) => <Stars value={r.stars} />,
      }}
    />
  );
}
