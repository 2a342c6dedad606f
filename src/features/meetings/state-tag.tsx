import { Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

const COLOURS: Record<string, string> = {
  draft: 'default',
  submitted: 'processing',
  returned: 'error',
  approved: 'success',
};

/**
 * A reviewed record's state, coloured: waiting, returned, approved. A kind with states of its own (an
 * inspection's) names its dictionary; a state outside the review's own shows as waiting.
 */
export function StateTag({ value, dict = 'workflowState' }: { value: unknown; dict?: string }) {
  const labels = useAppSelector((s) => s.dictionary.lookup[dict]) ?? {};
  const v = String(value ?? '');
  return <Tag color={COLOURS[v] ?? (dict === 'workflowState' ? 'default' : 'processing')}>{labels[v] ?? v}</Tag>;
}
