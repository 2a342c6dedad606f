import { Alert, Card, Space, Table, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { FeeWarning } from '@/api/fees';
import { MonthInput, OrgTreeSelect } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { feeWarnings } from '@/contract/calls/fees';
import { thisMonth, useFeeTexts } from './use-fee-texts';

const NO_WARNINGS: { threshold: number; records: FeeWarning[] } = { threshold: 3, records: [] };

/** Members behind with their dues, per branch and month; six months in a row is flagged red (自行脱党 risk). */
export function WarningsPanel() {
  const { w } = useFeeTexts();
  const [month, setMonth] = useState<string | null>(thisMonth());
  const [orgId, setOrgId] = useState<number | null>(null);
  // Without a month there is nothing to ask.
  const answer = useCallQuery(feeWarnings, month ? { orgId, month } : skipToken);
  const data = (!answer.isError && answer.data) || NO_WARNINGS;
  const loading = answer.isFetching;

  return (
    <Card size="small" data-testid="fee-warnings">
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={w('warningHint', { n: data.threshold })} />
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{w('organisation')}</span>
        <div style={{ width: 260 }}>
          <OrgTreeSelect aria-label={w('organisation')} value={orgId} onChange={setOrgId} />
        </div>
        <span>{w('month')}</span>
        <MonthInput aria-label={w('month')} value={month} onChange={setMonth} />
      </Space>
      <Table<FeeWarning>
        rowKey="memberId"
        size="middle"
        loading={loading}
        dataSource={data.records}
        pagination={{ pageSize: 20 }}
        rowClassName={(r) => (r.lapse ? 'fee-lapse-row' : '')}
        columns={[
          { key: 'memberName', dataIndex: 'memberName', title: w('member') },
          { key: 'orgName', dataIndex: 'orgName', title: w('organisation') },
          { key: 'unpaidMonths', dataIndex: 'unpaidMonths', title: w('unpaidMonths'), align: 'right' },
          { key: 'consecutive', dataIndex: 'consecutive', title: w('consecutive'), align: 'right' },
          { key: 'owed', dataIndex: 'owed', title: w('owed'), align: 'right' },
          { key: 'months', title: w('month'), render: (_, r) => r.months.join('、') },
          {
            key: 'flag',
            title: '',
            render: (_, r) => (r.lapse ? <Tag color="red">{w('lapse')}</Tag> : <Tag color="orange">{w('behind')}</Tag>),
          },
        ]}
      />
    </Card>
  );
}
