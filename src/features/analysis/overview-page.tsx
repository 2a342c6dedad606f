import { Alert, Card, Col, Row, Spin, Statistic } from 'antd';
import { useMemo, useState } from 'react';
import type { Count } from '@/api/analysis';
import { Chart, type ChartOption } from '@/components/chart';
import { useCallQuery } from '@/store/use-call';
import { analysisOverview } from '@/contract/calls/analysis';
import { useAppSelector } from '@/store/hooks';
import { OrgPicker } from './org-picker';
import { analysisText, type AnalysisText } from './texts';
import { useAnalysisText } from './use-analysis-text';
import './analysis.css';

const pie = (data: { name: string; value: number }[]): ChartOption => ({
  tooltip: { trigger: 'item' },
  legend: { bottom: 0, type: 'scroll' },
  series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data }],
});
const bar = (data: { name: string; value: number }[]): ChartOption => ({
  tooltip: { trigger: 'axis' },
  grid: { left: 40, right: 16, top: 16, bottom: 40 },
  xAxis: {
    type: 'category',
    data: data.map((d) => d.name),
    axisLabel: { interval: 0, rotate: data.length > 6 ? 30 : 0 },
  },
  yAxis: { type: 'value', minInterval: 1 },
  series: [{ type: 'bar', data: data.map((d) => d.value), itemStyle: { color: '#D32D2E' } }],
});

const AGE = ['<30', '30-39', '40-49', '50-59', '60+', 'unknown'];
const TENURE = ['<5', '5-9', '10-19', '20-29', '30+', 'unknown'];
const inOrder = (rows: Count[], order: string[]) =>
  [...rows].sort((x, y) => order.indexOf(x.key) - order.indexOf(y.key));

/** overviewporg: organisations and members of the caller's subtree at a glance, with this year's development funnel. */
export default function OverviewPage() {
  const { a, language } = useAnalysisText();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  const [orgId, setOrgId] = useState<number | null>(null);
  const { data, isFetching: loading, error } = useCallQuery(analysisOverview, { orgId });
  const charts = useMemo(() => {
    if (!data) return [];
    // The charts are redrawn when the figures, the dictionary or the language change, not on every render.
    const a = (key: AnalysisText, vars?: Record<string, string | number>) => analysisText(key, language, vars);
    const named = (rows: Count[], dict?: string) =>
      rows.map((r) => ({
        name: r.key === 'unknown' || r.key === '' ? a('unknown') : dict ? (lookup[dict]?.[r.key] ?? r.key) : r.key,
        value: r.n,
      }));
    const m = data.members;
    const list: [AnalysisText, ChartOption][] = [
      ['orgTypes', pie(named(data.orgTypes, 'orgType'))],
      ['orgLevels', bar(data.orgLevels.map((r) => ({ name: a('level', { n: r.key }), value: r.n })))],
      ['sex', pie(named(m.sex, 'sex'))],
      ['ageBand', bar(named(inOrder(m.ageBand, AGE)))],
      ['education', bar(named(m.education, 'education'))],
      ['post', bar(named(m.post, 'post'))],
      ['memberType', pie(named(m.memberType, 'memberType'))],
      ['ethnicity', pie(named(m.ethnicity, 'ethnicity'))],
      ['years', bar(named(inOrder(m.years, TENURE)))],
    ];
    return list;
  }, [data, lookup, language]);

  return (
    <div className="analysis-page" data-testid="overview">
      <Card size="small">
        <OrgPicker value={orgId} onChange={setOrgId} />
      </Card>
      {error && <Alert type="error" showIcon title={String((error as Error).message ?? error)} />}
      {loading && !data && <Spin style={{ display: 'block', margin: 48 }} />}
      {data && (
        <>
          <Row gutter={[16, 16]} role="list" aria-label={a('keyFigures')}>
            <Col xs={12} md={6} role="listitem">
              <Card size="small">
                <Statistic title={a('members')} value={data.total} />
              </Card>
            </Col>
            {data.funnel.map((f) => (
              <Col xs={12} md={data.funnel.length > 4 ? 3 : 4} key={f.key} role="listitem">
                <Card size="small">
                  <Statistic title={a(f.key as AnalysisText)} value={f.n} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={8}>
              <Card size="small" title={a('funnel')}>
                <Chart
                  label={a('funnel')}
                  option={{
                    tooltip: { trigger: 'item' },
                    series: [
                      {
                        type: 'funnel',
                        sort: 'none',
                        left: '10%',
                        width: '80%',
                        data: data.funnel.map((f) => ({ name: a(f.key as AnalysisText), value: f.n })),
                      },
                    ],
                  }}
                />
              </Card>
            </Col>
            {charts.map(([key, option]) => (
              <Col xs={24} lg={8} key={key}>
                <Card size="small" title={a(key)}>
                  <Chart label={a(key)} option={option} />
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  );
}
