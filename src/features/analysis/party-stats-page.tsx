import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Drawer, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { downloadPosted } from '@/api/resource';
import { DateInput } from '@/components/resource';
import { partyStats, partyStatsExport, partyStatsRecords } from '@/contract/calls/party-stats';
import type { StatGroup, StatRecord, StatTable } from '@/contract/calls/party-stats';
import { wordIn } from '@/contract/messages';
import { useAppSelector } from '@/store/hooks';
import { useCallQuery } from '@/store/use-call';
import { skipToken as skip } from '@reduxjs/toolkit/query/react';
import { OrgPicker } from './org-picker';
import { partyStatsText, type PartyStatsText } from './party-stats-texts';
import './analysis.css';

const lastYearEnd = () => `${new Date().getFullYear() - 1}-12-31`;
type Cell = { table: string; group: string; item: string; title: string };

/** partystats: the annual party statistics of a subtree as of a day; every figure opens the list behind it. */
export default function PartyStatsPage() {
  const language = useAppSelector((s) => s.app.language);
  const t = (key: PartyStatsText, vars?: Record<string, string | number>) => partyStatsText(key, language, vars);
  const [orgId, setOrgId] = useState<number | null>(null);
  const [asOf, setAsOf] = useState<string>(lastYearEnd());
  const [cell, setCell] = useState<Cell | null>(null);
  const { data, isFetching, error } = useCallQuery(partyStats, { orgId, asOf });
  const figure = (table: StatTable, g: StatGroup, item: string, n: number, title: string) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      disabled={n === 0}
      onClick={() => setCell({ table: table.key, group: g.key, item, title })}
    >
      {n}
    </Button>
  );
  return (
    <div className="analysis-page" data-testid="partystats">
      <Card size="small">
        <Space wrap size="large">
          <OrgPicker value={orgId} onChange={setOrgId} />
          <Space>
            <span>{t('asOf')}</span>
            <div style={{ width: 160 }}>
              <DateInput aria-label={t('asOf')} value={asOf} onChange={(d) => setAsOf(d ?? lastYearEnd())} />
            </div>
          </Space>
          <Button
            icon={<DownloadOutlined />}
            disabled={!data || data.beforeHistory}
            onClick={() =>
              void downloadPosted(partyStatsExport.url, { orgId, asOf }, `party-statistics-${asOf}.xlsx`).catch(
                () => undefined,
              )
            }
          >
            {t('export')}
          </Button>
        </Space>
        {data && !data.beforeHistory && (
          <div style={{ marginTop: 8 }}>{t('year', { from: data.yearStart, to: data.asOf })}</div>
        )}
      </Card>
      {error && <Alert type="error" showIcon title={(error as Error).message} />}
      {data?.warnings.map((w, i) => (
        <Alert key={i} type={data.beforeHistory ? 'info' : 'warning'} showIcon title={wordIn(w, language)} />
      ))}
      {data?.tables.map((table) => (
        <Card key={table.key} size="small" title={table.label[language]} data-table={table.key}>
          <Table<StatGroup>
            rowKey="key"
            size="small"
            loading={isFetching}
            pagination={false}
            dataSource={[...table.groups]}
            columns={[
              { key: 'item', title: t('item'), width: 220, render: (_, g) => <strong>{g.label[language]}</strong> },
              {
                key: 'total',
                title: t('total'),
                width: 90,
                render: (_, g) => (g.key === 'balance' ? '' : g.total),
              },
              {
                key: 'parts',
                title: t('parts'),
                render: (_, g) => (
                  <Space wrap size="middle">
                    {g.items.map((i) => (
                      <span key={i.key} data-item={`${g.key}.${i.key}`}>
                        {i.label[language]}{' '}
                        {figure(table, g, i.key, i.n, `${g.label[language]} · ${i.label[language]}`)}
                      </span>
                    ))}
                    {g.unexplained && (
                      <span data-item={`${g.key}.`}>
                        {t('unexplained')}{' '}
                        {figure(table, g, '', g.unexplained.n, `${g.label[language]} · ${t('unexplained')}`)}
                      </span>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      ))}
      <CellDrawer cell={cell} orgId={orgId} asOf={asOf} onClose={() => setCell(null)} />
    </div>
  );
}

/** The members (or organisations) behind a figure, each opening its own record. */
function CellDrawer(props: { cell: Cell | null; orgId: number | null; asOf: string; onClose: () => void }) {
  const language = useAppSelector((s) => s.app.language);
  const t = (key: PartyStatsText, vars?: Record<string, string | number>) => partyStatsText(key, language, vars);
  const { cell } = props;
  const item = cell;
  const { data, isFetching } = useCallQuery(
    partyStatsRecords,
    item ? { orgId: props.orgId, asOf: props.asOf, table: item.table, group: item.group, item: item.item } : skip,
  );
  return (
    <Drawer open={Boolean(item)} onClose={props.onClose} title={item?.title ?? t('records')} size="large">
      {data && data.total > data.records.length && (
        <Alert type="info" title={t('shown', { n: data.total, m: data.records.length })} />
      )}
      <Table<StatRecord>
        rowKey="id"
        size="small"
        loading={isFetching}
        pagination={false}
        dataSource={data ? [...data.records] : []}
        columns={[
          { key: 'name', title: t('name'), render: (_, r) => <Link to={r.link}>{r.name}</Link> },
          { key: 'org', title: t('org'), dataIndex: 'orgName' },
        ]}
      />
    </Drawer>
  );
}
