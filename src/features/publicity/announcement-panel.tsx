import { Badge, Empty, List, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { readAnnouncement, type OpenedArticle } from '@/api/article';
import { useCallQuery } from '@/store/use-call';
import { announcementInbox } from '@/contract/calls/content';
import { formatDate, formatDateTime } from '@/utils/format-date';
import { usePublicityText } from './texts';
import './article-body.css';

/** A member's home: the announcements sent to their branch and above; opening one is its read receipt. */
export default function AnnouncementPanel() {
  const w = usePublicityText();
  const [page, setPage] = useState(1);
  const inbox = useCallQuery(announcementInbox, { pageCurrent: page, pageSize: 5 });
  const [opened, setOpened] = useState<OpenedArticle | null>(null);
  const [opening, setOpening] = useState(false);

  const open = async (id: number) => {
    setOpening(true);
    setOpened(null);
    try {
      setOpened((await readAnnouncement(id)).data);
      void inbox.refetch();
    } finally {
      setOpening(false);
    }
  };

  if (inbox.isFetching && !inbox.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const data = inbox.data;
  return (
    <div data-testid="announcement-panel">
      {data && data.unread > 0 && (
        <Badge status="processing" text={w('unreadCount', { n: data.unread })} style={{ marginBottom: 8 }} />
      )}
      <List
        size="small"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={w('inboxEmpty')} /> }}
        dataSource={data?.records ?? []}
        pagination={
          data && data.total > 5
            ? { current: page, pageSize: 5, total: data.total, size: 'small', onChange: setPage }
            : false
        }
        renderItem={(item) => (
          <List.Item
            key={item.id}
            extra={<span className="muted">{formatDate(item.publishTime)}</span>}
            onClick={() => void open(item.id)}
            style={{ cursor: 'pointer' }}
          >
            <List.Item.Meta
              title={
                // Named by what it shows (pinned, read or not, the title), as it reads.
                <a role="button">
                  {item.top && <Tag color="red">{w('pinned')}</Tag>}
                  {item.readAt ? <Tag>{w('read')}</Tag> : <Tag color="blue">{w('unread')}</Tag>}
                  {item.title}
                </a>
              }
              description={item.orgName}
            />
          </List.Item>
        )}
      />
      <Modal
        open={opening || !!opened}
        title={opened?.title}
        onCancel={() => setOpened(null)}
        footer={null}
        width={760}
        destroyOnHidden
      >
        {opening || !opened ? (
          <Skeleton active />
        ) : (
          <>
            <p className="muted">
              {`${w('publishedBy')}: ${opened.orgName}`}
              {opened.publishTime && ` · ${formatDateTime(opened.publishTime)}`}
            </p>
            {/* The server sanitised the body; it is shown as it came. */}
            <div className="article-body" dangerouslySetInnerHTML={{ __html: opened.content }} />
          </>
        )}
      </Modal>
    </div>
  );
}
