import { Space } from 'antd';
import { OrgTreeSelect } from '@/components/resource';
import { useAnalysisText } from './use-analysis-text';

/** Narrows an analysis to one organisation of the caller's subtree (none: their own). */
export function OrgPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { a } = useAnalysisText();
  return (
    <Space>
      <span>{a('org')}</span>
      <div style={{ width: 280 }}>
        <OrgTreeSelect aria-label={a('org')} value={value} onChange={onChange} />
      </div>
    </Space>
  );
}
