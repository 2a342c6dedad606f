import { L, memberRewardEntity, rewardSections } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';

const SECTIONS = [{ title: L(['党员', 'Member', 'Miembro']), fields: ['memberId', 'orgId'] }, ...rewardSections()];

/** partyMemberDetail: one member's reward or penalty, with its certificate or decision as an accessory. */
export default function MemberRewardDetailPage() {
  return <ResourceDetailPage entity={memberRewardEntity} sections={SECTIONS} />;
}
