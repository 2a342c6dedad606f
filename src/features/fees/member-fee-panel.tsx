import { Empty, Space, Table, Tag, Typography } from 'antd';
import { feeApi, type OwnFeeRow } from '@/api/fees';
import { useCallQuery } from '@/store/use-call';
import { feeMine } from '@/contract/calls/fees';
import { FeeStatusTag } from './fee-status-tag';
import { useFeeTexts } from './use-fee-texts';

type Own = Awaited<ReturnType<typeof feeApi.mine>>;
const NONE: Own = { records: [], due: '0.00', paid: '0.00', unpaidMonths: 0 };

/** A member's own dues record on their home: the months, what was due and paid, and what is still open. */
export default function MemberFeePanel() {
  const { w } = useFeeTexts();
  const answer = useCallQuery(feeMine, {});
  const data: Own | undefined = answer.isError ? NONE : answer.data;
  if (!data) return <div aria-busy="true" style={{ minHeight: 48 }} />;
  if (!data.records.length) return <Empty description={w('noFees')} />;
  return (
    <div data-testid="my-fees">
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text>{w('myTotals', { due: data.due, paid: data.paid })}</Typography.Text>
        {data.unpaidMonths > 0 && <Tag color="red">{w('myUnpaid', { n: data.unpaidMonths })}</Tag>}
      </Space>
      <Table<OwnFeeRow>
        rowKey="id"
        size="small"
        dataSource={data.records}
        pagination={{ pageSize: 6, size: 'small' }}
        columns={[
          { key: 'month', dataIndex: 'month', title: w('month') },
          { key: 'salaryBase', dataIndex: 'salaryBase', title: w('base'), align: 'right' },
          { key: 'due', dataIndex: 'due', title: w('due'), align: 'right' },
          { key: 'paid', dataIndex: 'paid', title: w('paid'), align: 'right', render: (v: string | null) => v ?? '—' },
          { key: 'paidOn', dataIndex: 'paidOn', title: w('paidOn'), render: (v: string | null) => v ?? '—' },
          { key: 'status', dataIndex: 'status', title: w('status'), render: (v: string) => <FeeStatusTag value={v} /> },
        ]}
      />
    </div>
  );
}
