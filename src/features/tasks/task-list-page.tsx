import { Progress } from 'antd';
import { ResourceList } from '@/components/resource';
import { taskEntity } from '@/contract/resource';
import type { ResourceRecord } from '@/api/resource';
import { StateTag } from './state-tag';
import { useTaskType } from './task-routes';
import { useTaskText } from './texts';

function ReceiptBar({ record }: { record: ResourceRecord }) {
  const total = Number(record.receiptCount ?? 0);
  if (!total) return null;
  const done = Number(record.approvedCount ?? 0);
  const handed = Number(record.submittedCount ?? 0);
  return (
    <Progress
      size="small"
      style={{ minWidth: 120 }}
      percent={Math.round((handed / total) * 100)}
      success={{ percent: Math.round((done / total) * 100) }}
      format={() => `${handed}/${total}`}
    />
  );
}

/** dw_task_year, dw_task_star, dw_task_com: one screen, told apart by the route's taskType. */
export default function TaskListPage() {
  const type = useTaskType();
  const t = useTaskText();
  return (
    <ResourceList
      key={type}
      entity={taskEntity}
      listKey={`task:${type}`}
      fixedFilters={{ taskType: type }}
      defaultHidden={['taskType', 'targetOrgIds', 'receiptCount', 'submittedCount', 'approvedCount']}
      render={{ state: (r) => <StateTag value={r.state} dict="taskState" /> }}
      columns={[
        {
          after: 'state',
          column: {
            key: 'progress',
            title: t('progress'),
            render: (_: unknown, r: ResourceRecord) => <ReceiptBar record={r} />,
          },
        },
      ]}
    />
  );
}
