import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useTaskText } from './texts';

/** One indicator of a task as the server answers it (`indicatorRows`). */
export interface IndicatorRow {
  indicatorId: number;
  code: string;
  name: string;
  points: number;
  guide: string | null;
  measure: string | null;
}

export const indicatorRowsOf = (record: Record<string, unknown> | undefined): IndicatorRow[] =>
  Array.isArray(record?.indicatorRows) ? (record.indicatorRows as IndicatorRow[]) : [];

/** A task's indicators with their points, and whatever a screen adds per indicator (a score input). */
export function IndicatorTable({
  rows,
  extra,
  footer,
}: {
  rows: IndicatorRow[];
  extra?: { title: string; render: (row: IndicatorRow) => ReactNode }[];
  footer?: ReactNode;
}) {
  const t = useTaskText();
  if (!rows.length) return <span className="muted">{t('noIndicators')}</span>;
  return (
    <Table<IndicatorRow>
      size="small"
      rowKey="indicatorId"
      pagination={false}
      dataSource={rows}
      data-testid="indicator-table"
      columns={[
        {
          key: 'name',
          title: t('indicator'),
          dataIndex: 'name',
          render: (name: string, r) => <span title={r.guide ?? undefined}>{name}</span>,
        },
        { key: 'points', title: t('points'), dataIndex: 'points', width: 80 },
        ...(extra ?? []).map((x) => ({
          key: x.title,
          title: x.title,
          render: (_: unknown, r: IndicatorRow) => x.render(r),
        })),
      ]}
      footer={() => footer ?? t('totalPoints', { n: rows.reduce((s, r) => s + r.points, 0) })}
    />
  );
}
