import { Alert, Button, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ResourceDetail, isEditable, useEntityRoutes } from '@/components/resource';
import { EvidenceCard } from './evidence-card';
import { RollCallCard } from './roll-call-card';
import { SelfScoreCard } from './self-score-card';
import { TaskBrief } from './submission-facts';
import { SUBMISSION_SECTIONS } from './submission-sections';
import { Stars, StateTag } from './state-tag';
import { REVIEW_ROUTES, handledSubmission } from './task-routes';
import { useTaskText } from './texts';
import { useBackToList } from './use-party-search';
import { useDetailId } from './use-detail-id';

/**
 * Partysearch_check_Info and Partysearch_star_Info: where a branch fills in what it did, scores itself,
 * links its evidence (an emergency task: who responded), and submits, or resubmits after a return.
 */
export default function SubmissionDetailPage() {
  const { id, edit } = useDetailId();
  const entity = handledSubmission;
  const back = useBackToList(useEntityRoutes(entity)!.list);
  const navigate = useNavigate();
  const t = useTaskText();
  return (
    <ResourceDetail
      key={id}
      entity={entity}
      id={id}
      startInEdit={edit}
      sections={SUBMISSION_SECTIONS}
      hideMoves={['approve', 'return']}
      recordTitle={(r) => `${String(r.taskIdName ?? '')} · ${String(r.orgIdName ?? '')}`}
      onBack={back}
      viewRender={{
        state: (r) => <StateTag value={r.state} dict="taskSubmissionState" />,
        stars: (r) => <Stars value={r.stars} />,
      }}
      actions={({ record }) =>
        record?.moves?.includes('approve') && (
          <Button onClick={() => navigate(`${REVIEW_ROUTES.detail}?id=${record.id}`)}>{t('goReview')}</Button>
        )
      }
      summary={({ record }) =>
        record && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            {record.state === 'returned' && record.reviewOpinion ? (
              <Alert type="error" showIcon title={t('returnedFor', { r: String(record.reviewOpinion) })} />
            ) : null}
            <TaskBrief record={record} />
          </Space>
        )
      }
    >
      {({ record, access, reload }) => {
        if (!record) return null;
        const editable = access.write && isEditable(entity, record);
        return (
          <>
            <SelfScoreCard key={`s${record.version}`} record={record} editable={editable} onSaved={reload} />
            {record.taskType === '3' && (
              <RollCallCard key={`r${record.version}`} record={record} editable={editable} onSaved={reload} />
            )}
            <EvidenceCard record={record} editable={editable} />
          </>
        );
      }}
    </ResourceDetail>
  );
}
