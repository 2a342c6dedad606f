import { L, orgRewardEntity, rewardSections } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';

const SECTIONS = [
  { title: L(['党组织', 'Organisation', 'Organización']), fields: ['orgId'] },
  ...rewardSections().map((s) => ({ ...s, fields: s.fields.filter((f) => f !== 'penaltyKind') })),
];

/** partyBranchDetail: one organisation's reward or penalty. */
export default function OrgRewardDetailPage() {
  return <ResourceDetailPage entity={orgRewardEntity} sections={SECTIONS} />;
}
