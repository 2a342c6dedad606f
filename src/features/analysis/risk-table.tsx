import { Alert, Table, Tag } from 'antd';
import type { RiskRow } from '@/api/analysis';
import type { AnalysisText } from './texts';
import { useAnalysisText } from './use-analysis-text';
import { useAppSelector } from '@/store/hooks';
import { dictLabel } from '@/store/dictionary-slice';

const LAST: Record<string, AnalysisText> = { fees: 'lastFees', life: 'lastLife', work: 'lastWork' };

/** The risk radar: which signals fired for each member and the last time each showed anything. */
export function RiskTable({ signals, rows, loading }: { signals: string[]; rows: RiskRow[]; loading: boolean }) {
  const { a } = useAnalysisText();
  const dictionary = useAppSelector((s) => s.dictionary);
  return (
    <>
      <Alert type="info" showIcon title={a('riskHint')} style={{ marginBottom: 12 }} />
      <Table<RiskRow>
        rowKey="memberId"
        size="small"
        loading={loading}
        locale={{ emptyText: a('noRisk') }}
        dataSource={[...rows].sort((x, y) => Number(y.flagged) - Number(x.flagged))}
        pagination={{ pageSize: 20 }}
        columns={[
          { key: 'name', title: a('name'), dataIndex: 'name' },
          { key: 'org', title: a('org'), dataIndex: 'orgName' },
          {
            key: 'state',
            title: a('signals'),
            render: (_, r) => (
              <>
                {r.flagged ? (
                  <Tag color="red">{a('flagged')}</Tag>
                ) : r.excused ? (
                  <Tag>{a('excused')}</Tag>
                ) : (
                  <Tag color="orange">{a('watch')}</Tag>
                )}
                {r.fired.map((s) => (
                  <Tag key={s}>{a(s as AnalysisText)}</Tag>
                ))}
                {(r.marks ?? []).map((m) => (
                  <Tag key={m.key} color={m.value === '4' ? 'red' : 'orange'}>
                    {a('appraisalMark', { y: m.year, g: dictLabel({ dictionary }, 'appraisalGrade', m.value) })}
                  </Tag>
                ))}
              </>
            ),
          },
          ...signals.map((s) => ({
            key: s,
            title: a(LAST[s] ?? 'signals'),
            render: (_: unknown, r: RiskRow) => r.last[s] ?? <span className="muted">{a('never')}</span>,
          })),
        ]}
      />
    </>
  );
}
