import { Alert, Card, Col, InputNumber, List, Row, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Chart, type ChartOption } from '@/components/chart';
import { useCallQuery } from '@/store/use-call';
import { analysisRisk, analysisTrends, analysisWarnings } from '@/contract/calls/analysis';
import { OrgPicker } from './org-picker';
import { RiskTable } from './risk-table';
import { analysisText, type AnalysisText } from './texts';
import { useAnalysisText } from './use-analysis-text';
import './analysis.css';
import { nowInGroupZone, yearInGroupZone } from '@/utils/zoned-time';

/** work_analysis: the figures month by month, the warnings, and the risk radar of the subtree. */
export default function WorkAnalysisPage() {
  const { a, language } = useAnalysisText();
  const [orgId, setOrgId] = useState<number | null>(null);
  const [year, setYear] = useState(yearInGroupZone);
  const trends = useCallQuery(analysisTrends, { orgId, year });
  const warnings = useCallQuery(analysisWarnings, { orgId });
  const risk = useCallQuery(analysisRisk, { orgId });
  const option = useMemo((): ChartOption | null => {
    const t = trends.data;
    if (!t || !t.measures.length) return null;
    const a = (key: AnalysisText, vars?: Record<string, string | number>) => analysisText(key, language, vars);
    const rates = t.measures.filter((m) => m.unit === 'rate');
    // The month under way counts only what is done so far (a meeting not yet held is not yet a miss): said on its label.
    const now = nowInGroupZone();
    const soFar = (month: number) => year === now.year() && month === now.month() + 1;
    return {
      tooltip: {
        trigger: 'axis',
        valueFormatter: (v: number) => (v === null || v === undefined ? '—' : `${(v * 100).toFixed(1)}%`),
      },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: {
        type: 'category',
        data: t.months.map((m) => a(soFar(m.month) ? 'monthSoFar' : 'monthN', { n: m.month })),
      },
      yAxis: { type: 'value', min: 0, max: 1, axisLabel: { formatter: (v: number) => `${Math.round(v * 100)}%` } },
      // A month without figures is a gap, not a line drawn across it.
      series: rates.map((m) => ({
        type: 'line',
        name: m.label[language] || m.label.zh,
        connectNulls: false,
        data: t.months.map((x) => x.figures[m.key] ?? null),
      })),
    };
  }, [trends.data, language, year]);

  return (
    <div className="analysis-page" data-testid="work-analysis">
      <Card size="small">
        <Space wrap size="large">
          <OrgPicker value={orgId} onChange={setOrgId} />
          <Space>
            <span>{a('year')}</span>
            <InputNumber aria-label={a('year')} min={2000} max={2100} value={year} onChange={(y) => y && setYear(y)} />
          </Space>
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={a('trends')}>
            {option ? (
              <Chart label={a('trends')} option={option} height={300} />
            ) : (
              <Alert type="info" showIcon title={a('noFigures')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={a('warnings')} data-testid="analysis-warnings">
            <List
              size="small"
              loading={warnings.isFetching}
              locale={{ emptyText: a('noWarnings') }}
              dataSource={warnings.data?.warnings ?? []}
              style={{ maxHeight: 300, overflow: 'auto' }}
              renderItem={(w) => (
                <List.Item>
                  <Space>
                    <Tag color={w.level === 'error' ? 'red' : 'orange'}>{w.orgName}</Tag>
                    <Link to={w.link}>{w.text[language] || w.text.zh}</Link>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={a('risk')} data-testid="risk-radar">
        <RiskTable signals={risk.data?.signals ?? []} rows={risk.data?.rows ?? []} loading={risk.isFetching} />
      </Card>
    </div>
  );
}
