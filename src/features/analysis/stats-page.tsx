import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Breadcrumb, Button, Card, Space, Table } from 'antd';
import { useState } from 'react';
import { analysisApi, type FigureRow, type StatsQuery } from '@/api/analysis';
import { useCallQuery } from '@/store/use-call';
import { analysisStats } from '@/contract/calls/analysis';
import { FigureCell } from './figure-cell';
import { OrgPicker } from './org-picker';
import { PeriodPicker } from './period-picker';
import { useAnalysisText } from './use-analysis-text';
import './analysis.css';
import { yearInGroupZone } from '@/utils/zoned-time';

/** integrastats: each measured figure per organisation and period; a row drills down to the organisations under it. */
export default function StatsPage() {
  const { a, language } = useAnalysisText();
  const [query, setQuery] = useState<StatsQuery>({
    orgId: null,
    year: yearInGroupZone(),
    period: 'year',
    index: 1,
  });
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const { data, isFetching: loading, error } = useCallQuery(analysisStats, query);
  const go = (id: number | null, name?: string) => {
    setQuery({ ...query, orgId: id });
    if (id === null) return setTrail([]);
    const at = trail.findIndex((t) => t.id === id);
    setTrail(at >= 0 ? trail.slice(0, at + 1) : [...trail, { id, name: name ?? String(id) }]);
  };
  const measures = data?.measures ?? [];
  const columns = [
    {
      key: 'org',
      title: a('org'),
      render: (_: unknown, r: FigureRow) =>
        r.hasChildren && r.orgId !== data?.org.id ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => go(r.orgId, r.orgName)}>
            {r.orgName}
          </Button>
        ) : (
          r.orgName
        ),
    },
    { key: 'members', title: a('members'), dataIndex: 'members' },
    ...measures.map((m) => ({
      key: m.key,
      title: m.label[language] || m.label.zh,
      render: (_: unknown, r: FigureRow) => <FigureCell value={r.figures[m.key]} measure={m} />,
    })),
  ];
  return (
    <div className="analysis-page" data-testid="integrastats">
      <Card size="small">
        <Space wrap size="large">
          <OrgPicker value={query.orgId ?? null} onChange={(id) => (setTrail([]), setQuery({ ...query, orgId: id }))} />
          <PeriodPicker value={query} onChange={setQuery} />
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void analysisApi.exportStats(query).catch(() => undefined)}
          >
            {a('export')}
          </Button>
        </Space>
      </Card>
      {error && <Alert type="error" showIcon title={(error as Error).message} />}
      <Card size="small">
        <Breadcrumb
          className="analysis-breadcrumb"
          items={[
            { key: 'root', title: <a onClick={() => go(null)}>{trail.length ? a('up') : (data?.org.name ?? '')}</a> },
            ...trail.map((t) => ({ key: String(t.id), title: <a onClick={() => go(t.id, t.name)}>{t.name}</a> })),
          ]}
        />
        {data && !measures.length && <Alert type="info" showIcon title={a('noFigures')} />}
        <Table<FigureRow>
          rowKey="orgId"
          size="middle"
          loading={loading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={data ? [...data.rows] : []}
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>
                    {a('total')}（{data.org.name}）
                  </strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1}>{data.total.members}</Table.Summary.Cell>
                {measures.map((m, i) => (
                  <Table.Summary.Cell index={i + 2} key={m.key}>
                    <FigureCell value={data.total.figures[m.key]} measure={m} />
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Card>
    </div>
  );
}
