import { L, partyProjectEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';

const SECTIONS: DetailSection[] = [
  {
    title: L(['品牌信息', 'Project', 'Proyecto']),
    fields: ['name', 'kind', 'orgId', 'routeOrVehicle', 'startedOn', 'state', 'memberIds'],
  },
  { title: L(['创建内容', 'Goals and results', 'Objetivos y resultados']), fields: ['goals', 'results', 'remark'] },
];

/** PartyConstruction_info: one project, its members, goals and results; photos as attachments. */
export default function ProjectDetailPage() {
  return <ResourceDetailPage entity={partyProjectEntity} sections={SECTIONS} />;
}
