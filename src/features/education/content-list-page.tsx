import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '@/components/resource';
import { useChannel } from './use-channel';
import { channelProgramInput } from './channel-program-input';

/** A channel's items (those of its programmes), of one programme when the route names it (?programId=). */
export default function ContentListPage() {
  const { channel, contents } = useChannel();
  const [params] = useSearchParams();
  const programId = Number(params.get('programId')) || undefined;
  return (
    <ResourceList
      key={channel}
      entity={contents}
      listKey={`eduContent-${channel}-${programId ?? 'all'}`}
      fixedFilters={programId ? { channel, programId } : { channel }}
      detailQuery={programId ? { programId: String(programId) } : undefined}
      detail={{ inputs: { programId: channelProgramInput(channel) } }}
    />
  );
}
