import { Tag } from 'antd';
import { ResourceList } from '@/components/resource';
import { useAppSelector } from '@/store/hooks';
import { ArticleStateTag } from './article-state-tag';
import { useChannel } from './channel';
import { usePublicityText } from './texts';

/** announcement, shiznews, reglaw, mediacvg: one list of articles, the channel told by the route. */
export default function ArticleListPage() {
  const { channel, entity } = useChannel();
  const orgId = useAppSelector((s) => s.session.orgId);
  const w = usePublicityText();
  return (
    <ResourceList
      key={channel}
      entity={entity}
      listKey={`article:${channel}`}
      fixedFilters={{ channel }}
      detailQuery={{ channel, ...(orgId ? { orgId } : {}) }}
      render={{
        state: (r) => <ArticleStateTag value={r.state} />,
        title: (r) => (
          <>
            {r.top === true && <Tag color="red">{w('pinned')}</Tag>}
            {String(r.title ?? '')}
          </>
        ),
      }}
    />
  );
}
