import { Tag } from 'antd';
import { REWARD_KIND } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';

/** Reward green, penalty red. */
export function RewardKindTag({ value }: { value: unknown }) {
  const items = useAppSelector((s) => s.dictionary.dicts.rewardKind) ?? [];
  const code = String(value ?? '');
  return (
    <Tag color={code === REWARD_KIND.penalty ? 'red' : 'green'}>
      {items.find((i) => String(i.value) === code)?.label ?? code}
    </Tag>
  );
}
