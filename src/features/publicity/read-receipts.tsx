import { Card, Progress, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useCallQuery } from '@/store/use-call';
import { announcementReceipts } from '@/contract/calls/content';
import { formatDateTime } from '@/utils/format-date';
import { usePublicityText } from './texts';

/** The sender's receipts of an announcement: read and unread per organisation, then each member. */
export function ReadReceipts({ articleId }: { articleId: number }) {
  const w = usePublicityText();
  const [orgId, setOrgId] = useState<number | undefined>();
  const [show, setShow] = useState<'all' | 'read' | 'unread'>('all');
  const { data, isFetching: loading } = useCallQuery(announcementReceipts, { id: articleId, orgId });
  const members = (data?.members ?? []).filter((m) => show === 'all' || (show === 'read') === !!m.readAt);
  const percent = data && data.total ? Math.round((data.read / data.total) * 100) : 0;
  return (
    <Card
      size="small"
      title={w('receipts')}
      data-testid="read-receipts"
      extra={data && <span>{w('readOf', { read: data.read, total: data.total })}</span>}
    >
      <Progress percent={percent} size="small" aria-label={w('progress')} />
      <Table
        size="small"
        rowKey="orgId"
        loading={loading}
        pagination={false}
        dataSource={data?.orgs ?? []}
        onRow={(o) => ({
          onClick: () => setOrgId(orgId === o.orgId ? undefined : o.orgId),
          style: { cursor: 'pointer' },
        })}
        rowClassName={(o) => (o.orgId === orgId ? 'ant-table-row-selected' : '')}
        columns={[
          { title: w('org'), dataIndex: 'orgName' },
          { title: w('read'), dataIndex: 'read', width: 90 },
          { title: w('unread'), key: 'unread', width: 90, render: (_, o) => o.total - o.read },
          {
            title: w('progress'),
            key: 'rate',
            width: 160,
            render: (_, o) => <Progress percent={o.total ? Math.round((o.read / o.total) * 100) : 0} size="small" />,
          },
        ]}
      />
      <Space style={{ margin: '12px 0 8px' }}>
        <Segmented
          value={show}
          onChange={(v) => setShow(v as typeof show)}
          options={[
            { value: 'all', label: w('all') },
            { value: 'read', label: w('read') },
            { value: 'unread', label: w('unread') },
          ]}
        />
      </Space>
      <Table
        size="small"
        rowKey="memberId"
        loading={loading}
        dataSource={members}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        columns={[
          { title: w('member'), dataIndex: 'name' },
          { title: w('org'), dataIndex: 'orgName' },
          {
            title: w('readAt'),
            dataIndex: 'readAt',
            render: (v: string | null) =>
              v ? <Tag color="green">{`${w('read')} ${formatDateTime(v)}`}</Tag> : <Tag>{w('unread')}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
