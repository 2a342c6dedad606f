import { Alert, Space } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { L, taskEntity } from '@/contract/resource';
import { ResourceDetail, useEntityRoutes, type DetailContext, type DetailSection } from '@/components/resource';
import type { DetailRecord } from '@/api/resource';
import { IndicatorEditor } from './indicator-editor';
import { IndicatorTable, indicatorRowsOf } from './indicator-table';
import { RollCallProgress } from './roll-call-progress';
import { StateTag } from './state-tag';
import { useTaskType } from './task-routes';
import { useTaskText } from './texts';
import { useDetailId } from './use-detail-id';
import { todayInGroupZone } from '@/utils/zoned-time';

const SECTIONS: DetailSection[] = [
  {
    title: L(['任务信息', 'Task', 'Tarea']),
    fields: ['title', 'taskType', 'state', 'orgId', 'startOn', 'deadline', 'targetOrgIds', 'requirements'],
  },
  { title: L(['考核指标', 'Indicators', 'Indicadores']), fields: ['indicators'] },
  { title: L(['报送情况', 'Progress', 'Progreso']), fields: ['receiptCount', 'submittedCount', 'approvedCount'] },
];
const EMERGENCY: DetailSection[] = [SECTIONS[0], SECTIONS[2]];

/** Reminds the issuer of the targets that have not handed in as the deadline nears (a week) or has passed. */
function Reminder({ record }: { record: DetailRecord }) {
  const t = useTaskText();
  const missing = Number(record.receiptCount ?? 0) - Number(record.submittedCount ?? 0);
  const days = dayjs(String(record.deadline)).diff(dayjs(todayInGroupZone()), 'day');
  if (record.state !== 'issued' || missing <= 0 || days > 7) return null;
  return (
    <Alert
      type={days < 0 ? 'error' : 'warning'}
      showIcon
      title={days < 0 ? t('overdue', { n: missing }) : t('remind', { n: missing, d: days })}
    />
  );
}

/**
 * A task on the issuing side: its indicators while a draft, issuing it, extending its deadline, and the
 * receipts (an emergency task shows its roll-call instead).
 */
export function TaskDetail({ emergency }: { emergency: boolean }) {
  const type = useTaskType();
  const t = useTaskText();
  const { id, edit } = useDetailId();
  const navigate = useNavigate();
  const entity = taskEntity;
  const routes = useEntityRoutes(entity)!;
  return (
    <ResourceDetail
      key={id ?? 'new'}
      entity={entity}
      id={id}
      startInEdit={edit}
      defaults={{ taskType: type }}
      sections={emergency ? EMERGENCY : SECTIONS}
      hideReceipts={emergency}
      onBack={() => navigate(routes.list)}
      onSaved={(saved, created) => created && navigate(`${routes.detail}?id=${saved.id}`, { replace: true })}
      viewRender={{
        state: (r) => <StateTag value={r.state} dict="taskState" />,
        ...(emergency ? {} : { indicators: (r: DetailRecord) => <IndicatorTable rows={indicatorRowsOf(r)} /> }),
      }}
      summary={({ record, access, editing, reload }: DetailContext) =>
        record && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Reminder record={record} />
            {!emergency && !editing && access.write && record.state === 'draft' && (
              <Alert
                type="info"
                showIcon
                title={t('editIndicators')}
                action={<IndicatorEditor record={record} onSaved={reload} />}
              />
            )}
          </Space>
        )
      }
    >
      {({ record }) => record && emergency && record.state !== 'draft' && <RollCallProgress taskId={record.id} />}
    </ResourceDetail>
  );
}

/** dw_task_year_info and dw_task_star_info: annual and star tasks share one detail. */
export default function TaskDetailPage() {
  return <TaskDetail emergency={false} />;
}
