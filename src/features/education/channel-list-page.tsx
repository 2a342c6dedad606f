import { ResourceList } from '@/components/resource';
import { useChannel, useOwnOrg } from './use-channel';

/** mwarningedu, towstdaneact, classbyday: one channel's programmes, told apart by the route. */
export default function ChannelListPage() {
  const { channel, programs } = useChannel();
  const orgId = useOwnOrg();
  return (
    <ResourceList
      key={channel}
      entity={programs}
      listKey={`eduProgram-${channel}`}
      fixedFilters={{ channel }}
      detailQuery={{ channel, orgId }}
    />
  );
}
