import { activityEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { StateTag } from './state-tag';

/** Pdactiv: themed days and other activities of the caller's subtree. */
export default function ActivityListPage() {
  return <ResourceList entity={activityEntity} render={{ state: (r) => <StateTag value={r.state} /> }} />;
}
