import { useCallQuery } from '@/store/use-call';
import { dashboardSummary } from '@/contract/calls/dashboard';
import { useTranslation } from '@/components/use-translation';
import { useAppSelector } from '@/store/hooks';
import { MemberPanels } from '@/components/member-panels';
import { Figures } from './figures';
import { SummaryPanels } from './summary-panels';
import './dashboard.css';

/** The home of every signed-in user: key figures, to-dos, warnings, announcements of their subtree. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { name, partyOrgName, roles } = useAppSelector((s) => s.session);
  // A member's own home (role value '1') also offers what each area has for them.
  const memberHome = roles.includes('1');
  const { data, isFetching: loading, error, refetch: reload } = useCallQuery(dashboardSummary, undefined);

  return (
    <div className="dashboard-container">
      <div className="dashboard-header">
        <h2>{name}</h2>
        <span className="muted">{partyOrgName}</span>
      </div>
      {loading && !data && <div className="dashboard-loading" aria-busy="true" />}
      {error && !data && (
        <div className="dashboard-failed" role="alert">
          {t('common.loadFailed')}
          <button type="button" onClick={reload}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {data && (
        <>
          <Figures figures={data.figures} />
          <SummaryPanels summary={data} />
        </>
      )}
      {memberHome && <MemberPanels />}
    </div>
  );
}
