import { Button } from 'antd';
import { useEffect } from 'react';
import { readAnnouncement } from '@/contract/calls/content';
import type { DetailRecord } from '@/api/resource';
import { L } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { useCallMutation } from '@/store/use-call';
import { ArticleStateTag } from './article-state-tag';
import { useChannel } from './channel';
import { ReadReceipts } from './read-receipts';
import { usePublicityText } from './texts';
import './article-body.css';

const SECTIONS: DetailSection[] = [
  {
    title: L(['基本信息', 'Article', 'Artículo']),
    fields: ['title', 'channel', 'orgId', 'author', 'targetOrgIds', 'cover', 'top', 'publishTime', 'state'],
  },
  { title: L(['正文', 'Body', 'Cuerpo']), fields: ['content'] },
];

/** Opening a published announcement one received is its read receipt; the server ignores anyone else. */
function RecordsOpening({ record }: { record: DetailRecord }) {
  const [markRead] = useCallMutation(readAnnouncement);
  useEffect(() => {
    // A receipt refused is nobody's concern but the log's: the request layer already said what it says.
    if (record.channel === 'announcement' && record.state === 'published')
      markRead({ id: record.id })
        .unwrap()
        .catch(() => undefined);
  }, [record.id, record.channel, record.state, markRead]);
  return null;
}

/** The sender's side: they may move it (publish again, withdraw), and it has been out. */
const isSender = (record: DetailRecord) => (record.moves ?? []).length > 0 && record.state !== 'draft';

/** announcement_info, shiznews_info, reglaw_info, mediacvg_info: one article, its body as the server sanitised it. */
export default function ArticleDetailPage() {
  const { channel, entity } = useChannel();
  const w = usePublicityText();
  return (
    <ResourceDetailPage
      key={channel}
      entity={entity}
      sections={SECTIONS}
      viewRender={{
        state: (r) => <ArticleStateTag value={r.state} />,
        // Stored HTML is sanitised by the server on save and again on every read: rendered as it came.
        content: (r) => <div className="article-body" dangerouslySetInnerHTML={{ __html: String(r.content ?? '') }} />,
      }}
      actions={({ record, editing }) =>
        record &&
        !editing &&
        record.state === 'published' && (
          <Button href={`/article?id=${record.id}`} target="_blank" rel="noopener noreferrer">
            {w('openPublic')}
          </Button>
        )
      }
    >
      {({ record }) =>
        record && (
          <>
            <RecordsOpening record={record} />
            {record.channel === 'announcement' && isSender(record) && <ReadReceipts articleId={record.id} />}
          </>
        )
      }
    </ResourceDetailPage>
  );
}
