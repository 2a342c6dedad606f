import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

/** termDueState: '1' normal, '2' due within 6 months, '3' within 3 months, '4' overdue, '5' changed. */
const COLORS: Record<string, string> = { '1': 'green', '2': 'gold', '3': 'orange', '4': 'red', '5': 'default' };

export function DueStateTag({ value }: { value: unknown }) {
  const code = value === null || value === undefined ? '' : String(value);
  const text = useAppSelector((s) => s.dictionary.lookup.termDueState?.[code]) ?? code;
  if (!code) return null;
  return <Tag color={COLORS[code] ?? 'default'}>{text}</Tag>;
}
