import { Card } from 'antd';
import { hardshipAidEntity, memberHardshipEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList, labelIn } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';

/** memberHardship_info: one member in hardship, with its visits and aid below (each opens beside the list). */
export default function HardshipDetailPage() {
  const language = useAppSelector((s) => s.app.language);
  return (
    <ResourceDetailPage
      entity={memberHardshipEntity}
      children={({ record }) =>
        record && (
          <Card size="small" title={labelIn(hardshipAidEntity.label, language)} style={{ marginTop: 16 }}>
            <ResourceList
              entity={hardshipAidEntity}
              listKey="hardshipAid-of-hardship"
              fixedFilters={{ hardshipId: record.id }}
            />
          </Card>
        )
      }
    />
  );
}
