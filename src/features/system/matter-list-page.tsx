import { matterEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** bs_matter: the meeting-frequency rules and the configured values the other areas read. */
export default function MatterListPage() {
  return <ResourceList entity={matterEntity} defaultHidden={['orgTypes']} />;
}
