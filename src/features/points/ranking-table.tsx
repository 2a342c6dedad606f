import { Button, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { pointsRanking, type PointsRankRow } from '@/contract/calls/points';
import { POINTS_RULE_KEYS } from '@/contract/points-rules';
import { useCallQuery } from '@/store/use-call';
import { usePointsText } from './texts';

/** A page of the year's ranking of an organisation's subtree; a name opens the member's year. */
export function RankingTable({
  orgId,
  year,
  onOpen,
}: {
  orgId: number | null;
  year: number;
  onOpen: (memberId: number) => void;
}) {
  const { t, sourceName } = usePointsText();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const [name, setName] = useState('');
  const { data, isFetching } = useCallQuery(pointsRanking, {
    orgId,
    year,
    name: name || null,
    pageCurrent: page.current,
    pageSize: page.size,
  });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('find')}
          placeholder={t('find')}
          style={{ width: 220 }}
          onSearch={(v) => {
            setName(v.trim());
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        {data?.rules.map((r) => (
          <Tag key={r.key}>
            {t('ruleLine', { name: sourceName(r.key), points: r.points, cap: r.cap ?? t('noCap') })}
          </Tag>
        ))}
      </Space>
      <Table<PointsRankRow>
        size="small"
        rowKey="memberId"
        loading={isFetching}
        dataSource={data?.records ?? []}
        aria-label={t('ranking')}
        scroll={{ x: 1200 }}
        pagination={{
          current: page.current,
          pageSize: page.size,
          total: data?.total ?? 0,
          showTotal: (n) => t('members', { n }),
          onChange: (current, size) => setPage({ current, size }),
        }}
        columns={[
          { key: 'rank', title: t('rank'), dataIndex: 'rank', width: 70, fixed: 'left' },
          {
            key: 'name',
            title: t('name'),
            width: 110,
            fixed: 'left',
            render: (_, r) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(r.memberId)}>
                {r.name}
              </Button>
            ),
          },
          { key: 'org', title: t('branch'), dataIndex: 'orgName', width: 170, ellipsis: true },
          { key: 'branchRank', title: t('branchRank'), dataIndex: 'branchRank', width: 100 },
          {
            key: 'total',
            title: t('total'),
            width: 100,
            render: (_, r) => <strong>{r.total}</strong>,
          },
          ...[...POINTS_RULE_KEYS, 'manual' as const].map((source) => ({
            key: source,
            title: sourceName(source),
            width: 110,
            render: (_: unknown, r: PointsRankRow) => r.bySource[source] ?? '',
          })),
        ]}
      />
    </>
  );
}
