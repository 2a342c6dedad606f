import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

/** transferStatus: 1 申请, 2 审批中, 3 已转出, 4 已接收, 5 退回, 6 撤销. */
const COLORS: Record<string, string> = {
  '1': 'blue',
  '2': 'gold',
  '3': 'cyan',
  '4': 'green',
  '5': 'red',
  '6': 'default',
};

export function TransferStatusTag({ value }: { value: unknown }) {
  const code = value === null || value === undefined ? '' : String(value);
  const text = useAppSelector((s) => s.dictionary.lookup.transferStatus?.[code]) ?? code;
  return code ? <Tag color={COLORS[code] ?? 'default'}>{text}</Tag> : null;
}
