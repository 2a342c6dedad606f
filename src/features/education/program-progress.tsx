import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tabs, Tag } from 'antd';
import { educationAdminApi, type ProgramProgress } from '@/api/education';
import { useCallQuery } from '@/store/use-call';
import { programProgress } from '@/contract/calls/education';
import { percent, useEduTexts } from './use-channel';

/** A programme's progress: each target organisation's figures and each member's items and time; export. */
export function ProgramProgressCard({ programId, canExport }: { programId: number; canExport: boolean }) {
  const w = useEduTexts();
  const { data } = useCallQuery(programProgress, { id: programId });
  const p: ProgramProgress | undefined = data;
  return (
    <Card
      size="small"
      title={w('progress')}
      extra={
        canExport && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void educationAdminApi.exportProgress(programId).catch(() => undefined)}
          >
            {w('exportProgress')}
          </Button>
        )
      }
    >
      <Tabs
        items={[
          {
            key: 'org',
            label: w('byOrg'),
            children: (
              <Table
                size="small"
                rowKey="orgId"
                dataSource={p?.organisations ?? []}
                pagination={false}
                columns={[
                  { key: 'orgName', dataIndex: 'orgName', title: w('organisation') },
                  { key: 'members', dataIndex: 'members', title: w('members') },
                  { key: 'started', dataIndex: 'started', title: w('started') },
                  { key: 'done', dataIndex: 'done', title: w('done') },
                  { key: 'startRate', dataIndex: 'startRate', title: w('startRate'), render: percent },
                  { key: 'doneRate', dataIndex: 'doneRate', title: w('doneRate'), render: percent },
                ]}
              />
            ),
          },
          {
            key: 'member',
            label: w('byMember'),
            children: (
              <Table
                size="small"
                rowKey="id"
                dataSource={p?.members ?? []}
                pagination={{ pageSize: 20 }}
                columns={[
                  { key: 'orgName', dataIndex: 'orgName', title: w('organisation') },
                  { key: 'name', dataIndex: 'name', title: w('byMember') },
                  { key: 'finished', title: w('itemsFinished'), render: (_, m) => `${m.finished} / ${p?.items ?? 0}` },
                  { key: 'minutes', title: w('minutes'), render: (_, m) => Math.round(m.seconds / 6) / 10 },
                  {
                    key: 'done',
                    title: w('done'),
                    render: (_, m) =>
                      m.done ? <Tag color="green">{w('finished')}</Tag> : <Tag>{w('notFinished')}</Tag>,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
