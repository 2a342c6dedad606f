import { positionEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** PositionConstruction: activity rooms, service centres and reading rooms of the group. */
export default function PositionListPage() {
  return <ResourceList entity={positionEntity} />;
}
