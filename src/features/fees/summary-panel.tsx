import { DownloadOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Card, InputNumber, Progress, Space, Table } from 'antd';
import { useState } from 'react';
import { feeApi, type FeeSummaryRow } from '@/api/fees';
import { MonthInput } from '@/components/resource';
import { bracketed } from '@/contract';
import { useCallQuery } from '@/store/use-call';
import { feeSummary } from '@/contract/calls/fees';
import { percent, useFeeTexts } from './use-fee-texts';
import { yearInGroupZone } from '@/utils/zoned-time';

const NO_ROWS: FeeSummaryRow[] = [];

/** Dues per organisation and period across the subtree: one level at a time, drilling down by a click, exportable. */
export function SummaryPanel() {
  const { w, language } = useFeeTexts();
  const [year, setYear] = useState(yearInGroupZone);
  const [month, setMonth] = useState<string | null>(null);
  const [drilled, setTrail] = useState<{ id: number; name: string }[]>([]);
  const orgId = drilled.length ? drilled[drilled.length - 1].id : null;
  const period = { orgId, year, month: month && month.startsWith(String(year)) ? month : null };
  const summary = useCallQuery(feeSummary, period);
  const rows = summary.isError ? NO_ROWS : (summary.data?.rows ?? NO_ROWS);
  const loading = summary.isFetching;
  // The first answer names the caller's own organisation, where the trail starts.
  const root = summary.data?.org;
  const trail = drilled.length ? drilled : root ? [root] : [];

  const drill = (row: FeeSummaryRow) => setTrail([...trail, { id: row.orgId, name: row.orgName }]);

  return (
    <Card size="small" data-testid="fee-summary">
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{w('year')}</span>
        <InputNumber aria-label={w('year')} min={2000} max={2100} value={year} onChange={(v) => v && setYear(v)} />
        <span>{w('month')}</span>
        <MonthInput aria-label={w('month')} value={month} onChange={setMonth} placeholder={w('wholeYear')} />
        <Button icon={<DownloadOutlined />} onClick={() => void feeApi.exportSummary(period).catch(() => undefined)}>
          {w('export')}
        </Button>
      </Space>
      <Breadcrumb
        style={{ marginBottom: 8 }}
        items={trail.map((t, i) => ({
          key: t.id,
          title: i < trail.length - 1 ? <a onClick={() => setTrail(trail.slice(0, i + 1))}>{t.name}</a> : t.name,
        }))}
      />
      <Table<FeeSummaryRow>
        rowKey="orgId"
        size="middle"
        loading={loading}
        pagination={false}
        dataSource={rows}
        rowClassName={(r) => (r.self ? 'fee-summary-total' : '')}
        columns={[
          {
            key: 'org',
            title: w('organisation'),
            render: (_, r) =>
              r.self ? (
                <strong>{`${r.orgName}${bracketed(language, w('total'))}`}</strong>
              ) : r.childCount || r.rows ? (
                <a onClick={() => drill(r)}>{r.orgName}</a>
              ) : (
                r.orgName
              ),
          },
          { key: 'members', dataIndex: 'members', title: w('members'), align: 'right' },
          { key: 'rows', dataIndex: 'rows', title: w('rowCount'), align: 'right' },
          { key: 'unpaidRows', dataIndex: 'unpaidRows', title: w('unpaidRows'), align: 'right' },
          { key: 'due', dataIndex: 'due', title: w('due'), align: 'right' },
          { key: 'paid', dataIndex: 'paid', title: w('paid'), align: 'right' },
          {
            key: 'rate',
            title: w('rate'),
            width: 200,
            render: (_, r) =>
              r.rate === null ? (
                '—'
              ) : (
                <Progress
                  percent={Math.floor(r.rate * 1000) / 10}
                  size="small"
                  format={() => percent(r.rate)}
                  status={r.rate < 0.9 ? 'exception' : 'normal'}
                />
              ),
          },
        ]}
      />
    </Card>
  );
}
