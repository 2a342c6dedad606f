import { meetingEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { ComplianceGrid } from './compliance-grid';
import { StateTag } from './state-tag';

/** toclass: the compliance grid of the caller's subtree above the list of meetings. */
export default function MeetingListPage() {
  return (
    <>
      <ComplianceGrid />
      <div style={{ height: 12 }} />
      <ResourceList entity={meetingEntity} render={{ state: (r) => <StateTag value={r.state} /> }} />
    </>
  );
}
