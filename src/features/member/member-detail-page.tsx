import { Card } from 'antd';
import { L, memberEntity, memberRewardEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList, labelIn, type DetailSection } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { deriveFromIdNumber } from './id-derived';
import { MembershipTimeline } from './membership-timeline';

const SECTIONS: DetailSection[] = [
  {
    title: L(['基本信息', 'Personal', 'Datos personales']),
    fields: ['name', 'empNo', 'idNumber', 'sex', 'birthDate', 'age', 'ethnicity', 'nativePlace', 'education', 'phone'],
  },
  { title: L(['工作信息', 'Work', 'Trabajo']), fields: ['orgId', 'workUnit', 'post', 'routeOrDepot'] },
  {
    title: L(['党籍信息', 'Membership', 'Militancia']),
    fields: ['memberType', 'joinedOn', 'fullOn', 'status', 'lostContact', 'flowing'],
  },
];

/** memberMaintenance_info: one member; birth date, sex and age follow the ID number as it is typed; their rewards and penalties below. */
export default function MemberDetailPage() {
  const language = useAppSelector((s) => s.app.language);
  return (
    <ResourceDetailPage
      entity={memberEntity}
      sections={SECTIONS}
      derive={deriveFromIdNumber}
      children={({ record }) =>
        record && (
          <>
            <MembershipTimeline memberId={record.id} />
            <Card size="small" title={labelIn(memberRewardEntity.label, language)} style={{ marginTop: 16 }}>
              <ResourceList
                entity={memberRewardEntity}
                listKey="memberReward-of-member"
                fixedFilters={{ memberId: record.id }}
                readOnly
              />
            </Card>
          </>
        )
      }
    />
  );
}
