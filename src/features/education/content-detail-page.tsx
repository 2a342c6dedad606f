import { ResourceDetailPage } from '@/components/resource';
import { SafeHtml } from '@/components/safe-html';
import { useChannel } from './use-channel';
import { channelProgramInput } from './channel-program-input';

/** One item: an article's text shown as written (the server sanitised it), a video or document as its accessory. */
export default function ContentDetailPage() {
  const { channel, contents } = useChannel();
  return (
    <ResourceDetailPage
      entity={contents}
      inputs={{ programId: channelProgramInput(channel) }}
      viewRender={{ body: (record) => <SafeHtml html={String(record.body ?? '')} /> }}
    />
  );
}
