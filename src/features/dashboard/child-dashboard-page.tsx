import { Table } from 'antd';
import { useCallQuery } from '@/store/use-call';
import { dashboardSummary } from '@/contract/calls/dashboard';
import { queryUnits } from '@/contract/calls/system';
import { useTranslation } from '@/components/use-translation';
import { useAppSelector } from '@/store/hooks';
import { Figures } from './figures';
import { Panel } from '@/components/panel';
import './dashboard.css';

/** The party organisation home: the user's organisation, its figures and the organisations below it. */
export default function ChildDashboardPage() {
  const { t } = useTranslation();
  const partyOrgName = useAppSelector((s) => s.session.partyOrgName);
  const summary = useCallQuery(dashboardSummary, undefined);
  const units = useCallQuery(queryUnits, undefined);

  return (
    <div className="dashboard-container">
      <div className="dashboard-header">
        <h2>{partyOrgName}</h2>
      </div>
      {summary.data && <Figures figures={summary.data.figures} />}
      <Panel title={t('dashboard.units')} className="units-panel">
        <Table
          size="small"
          rowKey="id"
          loading={units.isFetching}
          dataSource={units.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('dashboard.unitName'), dataIndex: 'name', key: 'name' },
            { title: t('dashboard.unitShortName'), dataIndex: 'shortName', key: 'shortName' },
          ]}
        />
      </Panel>
    </div>
  );
}
