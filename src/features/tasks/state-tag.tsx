import { Rate, Tag } from 'antd';
import { useAppSelector } from '@/store/hooks';

const COLOURS: Record<string, string> = {
  draft: 'default',
  issued: 'blue',
  closed: 'default',
  todo: 'orange',
  submitted: 'blue',
  returned: 'red',
  approved: 'green',
};

/** A task's or a submission's state as a coloured tag. */
export function StateTag({ value, dict }: { value: unknown; dict: 'taskState' | 'taskSubmissionState' }) {
  const labels = useAppSelector((s) => s.dictionary.lookup[dict]) ?? {};
  const code = String(value ?? '');
  return <Tag color={COLOURS[code]}>{labels[code] ?? code}</Tag>;
}

/** A star rating, read only. */
export function Stars({ value }: { value: unknown }) {
  return typeof value === 'number' && value > 0 ? (
    <Rate disabled value={value} count={5} style={{ fontSize: 14 }} />
  ) : null;
}
