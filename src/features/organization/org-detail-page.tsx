import { Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { L, orgCommitteeEntity, orgEntity, orgTermEntity } from '@/contract/resource';
import { ResourceDetailPage, useResourceText, type DetailSection } from '@/components/resource';
import { entityRoutes } from '@/contract/entity-routes';

const SECTIONS: DetailSection[] = [
  {
    title: L(['基本信息', 'Basics', 'Datos básicos']),
    fields: [
      'name',
      'shortName',
      'code',
      'type',
      'parentId',
      'level',
      'unitName',
      'buildMode',
      'approvedOn',
      'secretary',
      'contactPhone',
      'sort',
      'demonstration',
      'memberCount',
      'fullMemberCount',
    ],
  },
  {
    title: L(['地址与位置', 'Address and location', 'Dirección y ubicación']),
    fields: ['address', 'longitude', 'latitude'],
  },
  { title: L(['撤销', 'Abolition', 'Disolución']), fields: ['abolishedOn', 'abolishedReason'] },
];

/** managepartyorg_info: one organisation, its size warnings, and links to its committee and terms. */
export default function OrgDetailPage() {
  const navigate = useNavigate();
  const { label } = useResourceText();
  return (
    <ResourceDetailPage
      entity={orgEntity}
      sections={SECTIONS}
      actions={({ record, editing }) =>
        record &&
        !editing && (
          <Space>
            <Button onClick={() => navigate(`${entityRoutes(orgCommitteeEntity).list}?orgId=${record.id}`)}>
              {label(orgCommitteeEntity.label)}
            </Button>
            <Button onClick={() => navigate(`${entityRoutes(orgTermEntity).list}?orgId=${record.id}`)}>
              {label(orgTermEntity.label)}
            </Button>
          </Space>
        )
      }
    />
  );
}
