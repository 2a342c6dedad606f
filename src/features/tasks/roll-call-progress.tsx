import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Statistic, Table } from 'antd';
import { callsOf, type ResourceRecord } from '@/api/resource';
import type { Responder } from '@/contract/resource';
import { useCallQuery } from '@/store/use-call';
import { StateTag } from './state-tag';
import { useTaskText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

const POLL_MS = 30_000;
const NO_ROWS: ResourceRecord[] = [];

/** The issuer's view of an emergency roll-call: head count per organisation as the answers come in. */
export function RollCallProgress({ taskId }: { taskId: number }) {
  const t = useTaskText();
  // Answers come in while the issuer watches: the read polls, and a failed poll keeps the rows shown.
  const answer = useCallQuery(
    callsOf('taskSubmission').list,
    { filters: { taskId }, pageSize: 200, sort: { field: 'submittedAt', order: 'asc' } },
    { pollingInterval: POLL_MS },
  );
  const rows = answer.data?.records ?? NO_ROWS;
  const { refetch } = answer;
  const load = () => void refetch();
  const total = rows.reduce((s, r) => s + Number(r.responderCount ?? 0), 0);

  return (
    <Card
      size="small"
      title={t('rollCall')}
      extra={<Button size="small" icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={load} />}
      data-testid="roll-call-progress"
    >
      <Statistic title={t('totalResponders')} value={total} style={{ marginBottom: 12 }} />
      <Table<ResourceRecord>
        size="small"
        rowKey="id"
        loading={answer.isFetching}
        pagination={false}
        dataSource={rows}
        expandable={{
          rowExpandable: (r) => Array.isArray(r.responders) && r.responders.length > 0,
          expandedRowRender: (r) => (
            <Table<Responder>
              size="small"
              rowKey={(x) => `${x.name}-${x.at}`}
              pagination={false}
              dataSource={r.responders as Responder[]}
              columns={[
                { key: 'name', title: t('responder'), dataIndex: 'name' },
                {
                  key: 'at',
                  title: t('respondedAt'),
                  dataIndex: 'at',
                  render: (v: string) => formatInstant(v, 'MM-DD HH:mm'),
                },
                { key: 'what', title: t('what'), dataIndex: 'what' },
              ]}
            />
          ),
        }}
        columns={[
          { key: 'org', title: t('organisation'), dataIndex: 'orgIdName' },
          { key: 'count', title: t('responderCount'), dataIndex: 'responderCount', width: 110 },
          {
            key: 'state',
            title: t('state'),
            render: (_, r) => <StateTag value={r.state} dict="taskSubmissionState" />,
          },
          {
            key: 'at',
            title: t('submittedAt'),
            dataIndex: 'submittedAt',
            render: (v: string | null) => formatInstant(v, 'MM-DD HH:mm'),
          },
        ]}
      />
    </Card>
  );
}
