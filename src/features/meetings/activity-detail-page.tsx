import { activityEntity } from '@/contract/resource';
import { GatheringDetail } from './gathering-detail';

/** PdactivInfo: one themed day or activity, its attendance and its review. */
export default function ActivityDetailPage() {
  return (
    <GatheringDetail
      entity={activityEntity}
      makeUp={false}
      head={[
        'type',
        'orgId',
        'theme',
        'topic',
        'plannedAt',
        'heldAt',
        'place',
        'host',
        'recorder',
        'partnerUnits',
        'volunteerHours',
        'expectedCount',
        'presentCount',
        'share',
      ]}
      tail={['content', 'decisions']}
    />
  );
}
