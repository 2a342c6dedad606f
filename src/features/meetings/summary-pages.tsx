import { summaryReportEntity } from '@/contract/resource';
import { ResourceDetailPage, ResourceList } from '@/components/resource';
import { StateTag } from './state-tag';

const state = { state: (r: Record<string, unknown>) => <StateTag value={r.state} /> };

/** dw_sum_report: work summaries by period. */
export function SummaryListPage() {
  return <ResourceList entity={summaryReportEntity} render={state} />;
}

/** dw_sum_report_info: one summary and its review. */
export function SummaryDetailPage() {
  return <ResourceDetailPage entity={summaryReportEntity} viewRender={state} />;
}
