import { orgRewardEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { RewardKindTag } from './reward-kind-tag';

/** branchReward: organisations' rewards and penalties in the user's subtree. */
export default function OrgRewardListPage() {
  return <ResourceList entity={orgRewardEntity} render={{ kind: (r) => <RewardKindTag value={r.kind} /> }} />;
}
