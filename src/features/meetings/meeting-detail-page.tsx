import { meetingEntity } from '@/contract/resource';
import { GatheringDetail } from './gathering-detail';

/** toclassInfo: one meeting, its attendance and who has made up since, its review. */
export default function MeetingDetailPage() {
  return (
    <GatheringDetail
      entity={meetingEntity}
      makeUp
      head={[
        'type',
        'orgId',
        'topic',
        'plannedAt',
        'heldAt',
        'place',
        'host',
        'recorder',
        'lecturer',
        'expectedCount',
        'presentCount',
        'share',
      ]}
      tail={['content', 'decisions']}
    />
  );
}
