import { Descriptions, Drawer, Table, Tag } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { memberPoints, type PointsItem } from '@/contract/calls/points';
import { useCallQuery } from '@/store/use-call';
import { usePointsText } from './texts';

/** One member's year on the ranking screen: a line per source and every item that made it. */
export function MemberPointsDrawer({
  memberId,
  year,
  onClose,
}: {
  memberId: number | null;
  year: number;
  onClose: () => void;
}) {
  const { t, sourceName } = usePointsText();
  const { data, isFetching } = useCallQuery(memberPoints, memberId ? { memberId, year } : skipToken);
  const shown = data && data.memberId === memberId ? data : undefined;
  return (
    <Drawer
      open={memberId !== null}
      onClose={onClose}
      width={640}
      title={shown ? `${shown.name} · ${t('detail')}` : t('detail')}
      loading={isFetching && !shown}
    >
      {shown && (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('branch')}>{shown.orgName}</Descriptions.Item>
            <Descriptions.Item label={t('total')}>
              <strong>{shown.total}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('branchRank')}>
              {shown.branchRank} / {shown.branchSize}
            </Descriptions.Item>
            <Descriptions.Item label={t('year')}>{shown.year}</Descriptions.Item>
            {shown.lines.map((l) => (
              <Descriptions.Item key={l.source} label={sourceName(l.source)}>
                {l.points}
              </Descriptions.Item>
            ))}
          </Descriptions>
          <Table<PointsItem>
            size="small"
            rowKey={(i) => `${i.source}-${i.on}-${i.title}`}
            dataSource={shown.items}
            pagination={{ pageSize: 20, showSizeChanger: false }}
            aria-label={t('detail')}
            columns={[
              { key: 'on', title: t('date'), dataIndex: 'on', width: 110 },
              { key: 'source', title: t('source'), render: (_, i) => sourceName(i.source), width: 150 },
              {
                key: 'title',
                title: t('item'),
                render: (_, i) => (i.minutes !== null ? `${i.title}（${t('minutes', { n: i.minutes })}）` : i.title),
              },
              {
                key: 'points',
                title: t('points'),
                width: 110,
                render: (_, i) =>
                  i.capped ? <Tag title={t('capped')}>{`${i.points} · ${t('capped')}`}</Tag> : i.points,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
