import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ResourceDetail, useEntityRoutes } from '@/components/resource';
import { taskSubmissionEntity } from '@/contract/resource';
import { ReviewPanel } from './review-panel';
import { EvidenceList, ResponderTable, TaskBrief, linksOf, respondersOf } from './submission-facts';
import { SUBMISSION_SECTIONS } from './submission-sections';
import { StateTag, Stars } from './state-tag';
import { useTaskText } from './texts';
import { useDetailId } from './use-detail-id';
import { IndicatorTable, indicatorRowsOf } from './indicator-table';
import { scoresOf } from './submission-facts';

/** dw_task_approve_info: the submission, its evidence and self assessment, and the review. */
export default function ApproveDetailPage() {
  const { id } = useDetailId();
  const navigate = useNavigate();
  const routes = useEntityRoutes(taskSubmissionEntity)!;
  const t = useTaskText();
  return (
    <ResourceDetail
      key={id}
      entity={taskSubmissionEntity}
      id={id}
      sections={SUBMISSION_SECTIONS}
      hideMoves={['approve', 'return']}
      recordTitle={(r) => `${String(r.taskIdName ?? '')} · ${String(r.orgIdName ?? '')}`}
      onBack={() => navigate(routes.list)}
      viewRender={{
        state: (r) => <StateTag value={r.state} dict="taskSubmissionState" />,
        stars: (r) => <Stars value={r.stars} />,
      }}
      summary={({ record }) => record && <TaskBrief record={record} />}
    >
      {({ record, reload }) =>
        record && (
          <>
            {indicatorRowsOf(record).length > 0 && !record.moves?.includes('approve') && (
              <Card size="small" title={t('selfScore')}>
                <IndicatorTable
                  rows={indicatorRowsOf(record)}
                  extra={[
                    {
                      title: t('selfScore'),
                      render: (r) =>
                        scoresOf(record.selfScores).find((s) => s.indicatorId === r.indicatorId)?.score ?? '—',
                    },
                  ]}
                />
              </Card>
            )}
            <Card size="small" title={t('evidence')}>
              <EvidenceList links={linksOf(record.evidence)} />
            </Card>
            {record.taskType === '3' && (
              <Card size="small" title={t('rollCall')}>
                <ResponderTable responders={respondersOf(record.responders)} />
              </Card>
            )}
            {(record.moves?.includes('approve') || record.moves?.includes('return')) && (
              <ReviewPanel key={record.version} record={record} onDone={reload} />
            )}
          </>
        )
      }
    </ResourceDetail>
  );
}
