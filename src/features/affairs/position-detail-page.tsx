import { L, positionEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { PositionMap } from './position-map';
import './affairs.css';

const SECTIONS: DetailSection[] = [
  {
    title: L(['阵地信息', 'Position', 'Sede']),
    fields: ['name', 'kind', 'orgId', 'area', 'openingHours', 'contact', 'facilities'],
  },
  { title: L(['位置', 'Location', 'Ubicación']), fields: ['address', 'longitude', 'latitude', 'remark'] },
];

/** PositionConstruction_info: one position; its place on the map when a map key is configured; photos as attachments. */
export default function PositionDetailPage() {
  return (
    <ResourceDetailPage
      entity={positionEntity}
      sections={SECTIONS}
      children={({ record, access, editing, reload }) =>
        record && !editing && <PositionMap record={record} canEdit={access.write} onSaved={reload} />
      }
    />
  );
}
