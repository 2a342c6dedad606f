import { Card, Descriptions, Drawer, Input, List, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SharedItem } from '@/api/meetings';
import { useCallQuery } from '@/store/use-call';
import { sharedMeetings } from '@/contract/calls/meetings';
import { useAppSelector } from '@/store/hooks';
import { useMeetingText } from './texts';
import { formatInstant } from '@/utils/zoned-time';

const NOTHING_SHARED: { records: SharedItem[]; total: number } = { records: [], total: 0 };

/**
 * PartMeetingShare: approved meetings and activities their branches chose to share, for every
 * organisation of the group to learn from; what was held and said, never who attended.
 */
export default function SharedFeedPage() {
  const { t } = useMeetingText();
  const dicts = useAppSelector((s) => s.dictionary.lookup);
  const [kind, setKind] = useState<string>('all');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // The server refuses a kind other than 'meeting' or 'activity'.
  const answer = useCallQuery(sharedMeetings, {
    kind: kind === 'all' ? null : (kind as 'meeting' | 'activity'),
    keyword: keyword || null,
    pageCurrent: page,
    pageSize: 10,
  });
  const data = (!answer.isError && answer.data) || NOTHING_SHARED;
  const loading = answer.isFetching;
  const [open, setOpen] = useState<SharedItem | null>(null);

  const typeName = (i: SharedItem) =>
    (i.kind === 'meeting' ? dicts.meetingType : dicts.activityType)?.[i.type] ?? i.type;
  return (
    <Card size="small" title={t('sharedTitle')} data-testid="shared-feed">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(String(v));
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('allKinds') },
            { value: 'meeting', label: t('meetingKind') },
            { value: 'activity', label: t('activityKind') },
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('keyword')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage(1);
          }}
        />
      </Space>
      <List<SharedItem>
        loading={loading}
        itemLayout="vertical"
        dataSource={data.records}
        pagination={{ current: page, pageSize: 10, total: data.total, onChange: setPage, hideOnSinglePage: true }}
        renderItem={(i) => (
          <List.Item
            key={`${i.kind}-${i.id}`}
            extra={<span className="muted">{t('attendanceCount', { e: i.expectedCount, p: i.presentCount })}</span>}
          >
            <List.Item.Meta
              title={<a onClick={() => setOpen(i)}>{i.topic}</a>}
              description={
                <Space wrap size={4}>
                  <Tag color={i.kind === 'meeting' ? 'red' : 'blue'}>{typeName(i)}</Tag>
                  <span>{i.orgName}</span>
                  <span className="muted">{formatInstant(i.heldAt, 'YYYY-MM-DD')}</span>
                  {i.place && <span className="muted">· {i.place}</span>}
                </Space>
              }
            />
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {i.content}
            </Typography.Paragraph>
          </List.Item>
        )}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} size={560} title={open?.topic}>
        {open && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('kind')}>{typeName(open)}</Descriptions.Item>
            <Descriptions.Item label={t('org')}>{open.orgName}</Descriptions.Item>
            {open.theme && <Descriptions.Item label={t('title')}>{open.theme}</Descriptions.Item>}
            <Descriptions.Item label={t('submittedAt')}>{formatInstant(open.heldAt)}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              {t('attendanceCount', { e: open.expectedCount, p: open.presentCount })}
            </Descriptions.Item>
            {open.partnerUnits && (
              <Descriptions.Item label="">{t('partners', { n: open.partnerUnits })}</Descriptions.Item>
            )}
            {open.volunteerHours !== null && (
              <Descriptions.Item label="">{t('hours', { n: open.volunteerHours })}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('readContent')}>
              <div style={{ whiteSpace: 'pre-wrap' }}>{open.content}</div>
            </Descriptions.Item>
            {open.decisions && (
              <Descriptions.Item label={t('decisions')}>
                <div style={{ whiteSpace: 'pre-wrap' }}>{open.decisions}</div>
              </Descriptions.Item>
            )}
          </Descriptions>
        )}
      </Drawer>
    </Card>
  );
}
