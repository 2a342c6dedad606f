import { memberRewardEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { RewardKindTag } from './reward-kind-tag';

/** membersReward: members' rewards and penalties in the user's subtree. */
export default function MemberRewardListPage() {
  return <ResourceList entity={memberRewardEntity} render={{ kind: (r) => <RewardKindTag value={r.kind} /> }} />;
}
