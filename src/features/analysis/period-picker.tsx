import { InputNumber, Select, Space } from 'antd';
import type { StatsQuery } from '@/api/analysis';
import { useAnalysisText } from './use-analysis-text';

/** Year, and a quarter or month of it. */
export function PeriodPicker({ value, onChange }: { value: StatsQuery; onChange: (q: StatsQuery) => void }) {
  const { a } = useAnalysisText();
  const count = value.period === 'quarter' ? 4 : 12;
  return (
    <Space wrap>
      <span>{a('period')}</span>
      <InputNumber
        aria-label={a('year')}
        min={2000}
        max={2100}
        value={value.year}
        onChange={(y) => y && onChange({ ...value, year: y })}
      />
      <Select
        aria-label={a('period')}
        style={{ width: 100 }}
        value={value.period}
        onChange={(period) => onChange({ ...value, period, index: 1 })}
        options={[
          { value: 'year', label: a('yearly') },
          { value: 'quarter', label: a('quarterly') },
          { value: 'month', label: a('monthly') },
        ]}
      />
      {value.period !== 'year' && (
        <Select
          style={{ width: 110 }}
          value={value.index}
          onChange={(index) => onChange({ ...value, index })}
          options={Array.from({ length: count }, (_, i) => ({
            value: i + 1,
            label: a(value.period === 'quarter' ? 'quarterN' : 'monthN', { n: i + 1 }),
          }))}
        />
      )}
    </Space>
  );
}
