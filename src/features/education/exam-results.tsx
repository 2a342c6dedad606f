import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Statistic, Table, Tabs } from 'antd';
import { educationAdminApi } from '@/api/education';
import { examAttemptEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { useCallQuery } from '@/store/use-call';
import { examResults } from '@/contract/calls/education';
import type { QuestionKind } from './texts';
import { percent, useEduTexts, useKindWords } from './use-channel';

/** An exam's results: the figures, each organisation (drill down to its takers), each question's error rate; export. */
export function ExamResultsCard({ examId, canExport }: { examId: number; canExport: boolean }) {
  const w = useEduTexts();
  const kinds = useKindWords();
  const { data } = useCallQuery(examResults, { examId });
  const s = data?.summary;
  return (
    <Card
      size="small"
      title={w('results')}
      extra={
        canExport && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void educationAdminApi.exportResults(examId).catch(() => undefined)}
          >
            {w('exportResults')}
          </Button>
        )
      }
    >
      <div className="edu-figures">
        <Statistic title={w('examMembers')} value={s?.members ?? 0} />
        <Statistic title={w('takers')} value={s?.takers ?? 0} />
        <Statistic title={w('participation')} value={percent(s?.participation)} />
        <Statistic title={w('passRate')} value={percent(s?.passRate)} />
        <Statistic title={w('average')} value={s?.averageScore ?? '—'} />
      </div>
      <Tabs
        items={[
          {
            key: 'org',
            label: w('byOrg'),
            children: (
              <Table
                size="small"
                rowKey="orgId"
                dataSource={data?.organisations ?? []}
                pagination={false}
                expandable={{
                  expandedRowRender: (o) => (
                    <ResourceList
                      entity={examAttemptEntity}
                      listKey={`examAttempt-${examId}-${o.orgId}`}
                      fixedFilters={{ examId, orgId: o.orgId }}
                      readOnly
                      defaultHidden={['examId', 'orgId']}
                    />
                  ),
                }}
                columns={[
                  { key: 'orgName', dataIndex: 'orgName', title: w('organisation') },
                  { key: 'members', dataIndex: 'members', title: w('examMembers') },
                  { key: 'takers', dataIndex: 'takers', title: w('takers') },
                  { key: 'passed', dataIndex: 'passed', title: w('passed') },
                  { key: 'participation', dataIndex: 'participation', title: w('participation'), render: percent },
                  { key: 'passRate', dataIndex: 'passRate', title: w('passRate'), render: percent },
                ]}
              />
            ),
          },
          {
            key: 'question',
            label: w('byQuestion'),
            children: (
              <Table
                size="small"
                rowKey="questionId"
                dataSource={data?.questions ?? []}
                pagination={{ pageSize: 10 }}
                columns={[
                  { key: 'stem', dataIndex: 'stem', title: w('pickQuestions'), ellipsis: true },
                  {
                    key: 'kind',
                    dataIndex: 'kind',
                    title: '',
                    width: 90,
                    render: (k: string) => kinds(k as QuestionKind),
                  },
                  { key: 'appeared', dataIndex: 'appeared', title: w('appeared'), width: 90 },
                  { key: 'wrong', dataIndex: 'wrong', title: w('wrong'), width: 90 },
                  { key: 'errorRate', dataIndex: 'errorRate', title: w('errorRate'), width: 90, render: percent },
                ]}
              />
            ),
          },
          {
            key: 'takers',
            label: w('takerRows'),
            children: (
              <ResourceList
                entity={examAttemptEntity}
                listKey={`examAttempt-${examId}`}
                fixedFilters={{ examId }}
                readOnly
                defaultHidden={['examId']}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
