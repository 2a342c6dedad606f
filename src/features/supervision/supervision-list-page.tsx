import { Tag } from 'antd';
import { supervisionEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { SupervisionStateTag } from './supervision-state-tag';
import { ReportInput, reportReady } from './report-input';
import { useSupervisionText } from './texts';

/** supvinactivity: inspections of the organisations below, and of one's own by the level above. */
export default function SupervisionListPage() {
  const w = useSupervisionText();
  return (
    <ResourceList
      entity={supervisionEntity}
      moveExtra={(move, ctx) => <ReportInput move={move} ctx={ctx} />}
      moveReady={reportReady}
      render={{
        state: (r) => <SupervisionStateTag value={r.state} />,
        overdue: (r) => (r.overdue === true ? <Tag color="red">{w('overdue')}</Tag> : null),
      }}
    />
  );
}
