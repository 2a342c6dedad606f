import { L, supervisionEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { SupervisionStateTag } from './supervision-state-tag';
import { ReportInput, reportReady } from './report-input';

const SECTIONS: DetailSection[] = [
  {
    title: L(['检查情况', 'Inspection', 'Inspección']),
    fields: ['subject', 'orgId', 'inspectedOn', 'inspectors', 'inspectorOrgId', 'findings'],
  },
  {
    title: L(['整改', 'Rectification', 'Corrección']),
    fields: ['rectifyRequired', 'deadline', 'state', 'overdue', 'rectifyReport', 'reportedOn'],
  },
];

/** supvinactivity_info: the inspection, the inspected organisation's report, the inspector's acceptance or return. */
export default function SupervisionDetailPage() {
  return (
    <ResourceDetailPage
      entity={supervisionEntity}
      sections={SECTIONS}
      viewRender={{ state: (r) => <SupervisionStateTag value={r.state} overdue={r.overdue} /> }}
      moveExtra={(move, ctx) => <ReportInput move={move} ctx={ctx} />}
      moveReady={reportReady}
    />
  );
}
