import { partyProjectEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** PartyConstruction: the brands of party work on the group's routes, crews and depots. */
export default function ProjectListPage() {
  return <ResourceList entity={partyProjectEntity} />;
}
