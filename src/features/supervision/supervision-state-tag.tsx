import { Space, Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';
import { useSupervisionText } from './texts';

/** supervisionState: 1 待整改, 2 整改中 (returned), 3 已整改 (waiting acceptance), 4 已销号; overdue in red. */
const COLORS: Record<string, string> = { '1': 'blue', '2': 'gold', '3': 'cyan', '4': 'green' };

export function SupervisionStateTag({ value, overdue }: { value: unknown; overdue?: unknown }) {
  const code = value === null || value === undefined ? '' : String(value);
  const text = useAppSelector((s) => s.dictionary.lookup.supervisionState?.[code]) ?? code;
  const w = useSupervisionText();
  if (!code) return null;
  return (
    <Space size={4}>
      <Tag color={COLORS[code] ?? 'default'}>{text}</Tag>
      {overdue === true && <Tag color="red">{w('overdue')}</Tag>}
    </Space>
  );
}
