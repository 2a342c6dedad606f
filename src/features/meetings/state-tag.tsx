import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

const COLOURS: Record<string, string> = { draft: 'default', submitted: 'processing', returned: 'error', approved: 'success' };

/** A reviewed record's state, coloured: waiting, returned, approved. */
export function StateTag({ value }: { value: unknown }) {
  const labels = useAppSelector((s) => s.dictionary.lookup.workflowState) ?? {};
  const v = String(value ?? '');
  return <Tag color={COLOURS[v] ?? 'default'}>{labels[v] ?? v}</Tag>;
}
