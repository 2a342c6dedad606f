import { Card, Empty, Select, Space, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import type { ComplianceCell, ComplianceRow } from '@/api/meetings';
import { meetingCompliance } from '@/contract/calls/meetings';
import type { ComplianceStatus } from '@/contract/resource';
import { colon } from '@/contract';
import { OrgTreeSelect } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { useCallQuery } from '@/store/use-call';
import { useMeetingText, type MeetingTextKey } from './texts';
import { yearInGroupZone } from '@/utils/zoned-time';

const COLOUR: Record<ComplianceStatus, string> = { met: 'green', due: 'gold', missed: 'red', upcoming: 'default' };
const PERIOD_KEY: Record<string, MeetingTextKey> = {
  '1': 'periodMonth',
  '2': 'periodQuarter',
  '3': 'periodHalf',
  '4': 'periodYear',
};
const thisYear = yearInGroupZone;
/** Least widths of the grid's columns, in px: a rule's cell holds one tag ('10/12'). */
const EXPAND_WIDTH = 48;
const ORG_WIDTH = 190;
const RULE_WIDTH = 96;
const COVERAGE_WIDTH = 80;

/**
 * toclass: each branch of the chosen subtree against each meeting rule, red / amber / green; a row
 * opens into its periods, and choosing a committee or general branch drills down the tree.
 */
export function ComplianceGrid() {
  const { t, language } = useMeetingText();
  const lookup = useAppSelector((s) => s.dictionary.lookup);
  const ownOrg = Number(useAppSelector((s) => s.session.orgId)) || null;
  const [orgId, setOrgId] = useState<number | null>(ownOrg);
  const [year, setYear] = useState(thisYear());
  const [quarter, setQuarter] = useState<number | null>(null);
  // Hidden behind another tab and shown again, the grid asks again (the read refetches when it mounts).
  const answer = useCallQuery(meetingCompliance, orgId ? { orgId, year, quarter } : skipToken);
  const data = answer.isError ? null : (answer.data ?? null);
  const loading = answer.isFetching;

  const statusText = (s: ComplianceStatus) => t(s);
  const rules = data?.rules ?? [];
  type Rule = (typeof rules)[number];
  // A rule's name is staff's words ('支部党员大会每季度1次'): other languages word it from its meeting type, times and period.
  const ruleTitle = (rule: Rule) =>
    language === 'zh' ? rule.name.replace(/每.*$/, '') : (lookup.meetingType?.[rule.meetingType] ?? rule.name);
  const ruleName = (rule: Rule) =>
    language === 'zh'
      ? rule.name
      : t('ruleEvery', {
          type: ruleTitle(rule),
          n: rule.times,
          p: (lookup.matterPeriod?.[rule.period] ?? '').toLowerCase(),
        });
  const cellOf = (row: ComplianceRow, code: string) => row.cells.find((c) => c.code === code);
  const columns: ColumnsType<ComplianceRow> = [
    {
      key: 'org',
      title: t('branch'),
      width: ORG_WIDTH,
      fixed: 'left',
      render: (_, row) => (
        <a onClick={() => setOrgId(row.orgId)} title={row.parentName ?? ''}>
          {row.name}
        </a>
      ),
    },
    ...rules.map((rule) => ({
      key: rule.code,
      title: <Tooltip title={ruleName(rule)}>{ruleTitle(rule)}</Tooltip>,
      width: RULE_WIDTH,
      align: 'center' as const,
      render: (_: unknown, row: ComplianceRow) => {
        const cell = cellOf(row, rule.code);
        if (!cell) return <span className="muted">—</span>;
        return (
          <Tooltip title={`${ruleName(rule)}${colon(language)}${statusText(cell.status)}`}>
            <Tag color={COLOUR[cell.status]} data-status={cell.status} data-rule={rule.code}>
              {cell.held}/{cell.required}
            </Tag>
          </Tooltip>
        );
      },
    })),
    {
      key: 'coverage',
      title: <Tooltip title={t('coverageHelp')}>{t('coverage')}</Tooltip>,
      width: COVERAGE_WIDTH,
      align: 'right',
      render: (_, row) => (row.expected ? `${Math.round((row.covered / row.expected) * 100)}%` : '—'),
    },
  ];

  const periods = (row: ComplianceRow) => (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {row.cells.map((cell: ComplianceCell) => {
        const rule = rules.find((r) => r.code === cell.code)!;
        return (
          <div key={cell.code} className="compliance-periods">
            <span style={{ display: 'inline-block', minWidth: 200 }}>{ruleName(rule)}</span>
            {cell.periods.map((p) => (
              <Tag key={p.no} color={COLOUR[p.status]}>
                {t(PERIOD_KEY[rule.period] ?? 'periodYear', { n: p.no })} {p.held}/{p.required}
              </Tag>
            ))}
          </div>
        );
      })}
    </Space>
  );

  return (
    <Card
      size="small"
      title={t('complianceTitle')}
      data-testid="compliance-grid"
      data-shown={data && !loading ? `${data.year}:${data.quarter ?? 0}` : undefined}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <span>{t('org')}</span>
        <div style={{ width: 260 }}>
          <OrgTreeSelect aria-label={t('org')} value={orgId} onChange={(v) => setOrgId(v ?? ownOrg)} />
        </div>
        <span>{t('year')}</span>
        <Select
          aria-label={t('year')}
          value={year}
          onChange={setYear}
          style={{ width: 100 }}
          options={[0, 1, 2].map((d) => ({ value: thisYear() - d, label: String(thisYear() - d) }))}
        />
        <Select
          value={quarter ?? 0}
          onChange={(v) => setQuarter(v || null)}
          style={{ width: 120 }}
          aria-label={t('quarter')}
          options={[
            { value: 0, label: t('wholeYear') },
            ...[1, 2, 3, 4].map((n) => ({ value: n, label: t('quarterN', { n }) })),
          ]}
        />
        {(['met', 'due', 'missed', 'upcoming'] as ComplianceStatus[]).map((s) => (
          <Tag key={s} color={COLOUR[s]}>
            {statusText(s)}
          </Tag>
        ))}
      </Space>
      <Table<ComplianceRow>
        rowKey="orgId"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.orgs ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        // The rule names wrap in their headers (English ones are long): the grid keeps to its card, and
        // scrolls sideways only where the screen is narrower than the columns' least widths.
        scroll={{ x: EXPAND_WIDTH + ORG_WIDTH + rules.length * RULE_WIDTH + COVERAGE_WIDTH }}
        expandable={{ expandedRowRender: periods }}
        locale={{ emptyText: <Empty description={t('noRules')} /> }}
      />
    </Card>
  );
}
