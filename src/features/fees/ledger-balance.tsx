import { Alert, Card, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import type { LedgerRow } from '@/api/fees';
import { OrgTreeSelect } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { feeLedger } from '@/contract/calls/fees';
import { useFeeTexts } from './use-fee-texts';
import { yearInGroupZone } from '@/utils/zoned-time';

const NO_LEDGER: { remitShare: string; records: LedgerRow[] } = { remitShare: '0.2', records: [] };

/** The balance per organisation and year, and what is due and still to remit upward. */
export function LedgerBalance() {
  const { w } = useFeeTexts();
  const [year, setYear] = useState(yearInGroupZone);
  const [orgId, setOrgId] = useState<number | null>(null);
  const answer = useCallQuery(feeLedger, { orgId, year });
  const data = (!answer.isError && answer.data) || NO_LEDGER;
  const loading = answer.isFetching;

  const money = (key: keyof LedgerRow, title: string) => ({ key, dataIndex: key, title, align: 'right' as const });
  return (
    <Card size="small" data-testid="fee-ledger">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={w('ledgerHint', { share: `${Math.round(Number(data.remitShare) * 100)}%` })}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{w('organisation')}</span>
        <div style={{ width: 260 }}>
          <OrgTreeSelect aria-label={w('organisation')} value={orgId} onChange={setOrgId} />
        </div>
        <span>{w('year')}</span>
        <InputNumber aria-label={w('year')} min={2000} max={2100} value={year} onChange={(v) => v && setYear(v)} />
      </Space>
      <Table<LedgerRow>
        rowKey="orgId"
        size="middle"
        loading={loading}
        dataSource={data.records}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'orgName', dataIndex: 'orgName', title: w('organisation') },
          money('collected', w('collected')),
          money('received', w('received')),
          money('spent', w('spent')),
          money('remitted', w('remitted')),
          money('allocated', w('allocated')),
          {
            ...money('balance', w('balance')),
            render: (v: string) => <strong style={{ color: v.startsWith('-') ? '#cf1322' : undefined }}>{v}</strong>,
          },
          money('remitDue', w('remitDue')),
          {
            ...money('remitOutstanding', w('remitOutstanding')),
            render: (v: string) => <span style={{ color: v !== '0.00' ? '#d46b08' : undefined }}>{v}</span>,
          },
        ]}
      />
    </Card>
  );
}
