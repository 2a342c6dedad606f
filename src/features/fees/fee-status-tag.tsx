import { Tag } from 'antd';
import { FEE_STATUS } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';

const COLOUR: Record<string, string> = {
  [FEE_STATUS.unpaid]: 'red',
  [FEE_STATUS.paid]: 'green',
  [FEE_STATUS.backPaid]: 'gold',
  [FEE_STATUS.exempt]: 'default',
  [FEE_STATUS.reduced]: 'blue',
};

/** A dues row's status as a coloured tag: unpaid stands out. */
export function FeeStatusTag({ value }: { value: unknown }) {
  const items = useAppSelector((s) => s.dictionary.dicts.feeStatus) ?? [];
  const code = String(value ?? '');
  return <Tag color={COLOUR[code]}>{items.find((i) => String(i.value) === code)?.label ?? code}</Tag>;
}
