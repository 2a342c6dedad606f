import { ResourceDetailPage } from '@/components/resource';
import { SafeHtml } from '@/components/safe-html';
import { useChannel } from './use-channel';

/** One item: an article's text shown as written (the server sanitised it), a video or document as its accessory. */
export default function ContentDetailPage() {
  const { contents } = useChannel();
  return <ResourceDetailPage entity={contents} viewRender={{ body: (record) => <SafeHtml html={String(record.body ?? '')} /> }} />;
}
