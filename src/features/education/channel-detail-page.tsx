import './education.css';
import { Card } from 'antd';
import { ResourceDetailPage, ResourceList } from '@/components/resource';
import { ProgramProgressCard } from './program-progress';
import { useChannel, useEduTexts } from './use-channel';

/** A programme: its fields, its items in order, and who has studied how much. */
export default function ChannelDetailPage() {
  const { channel, programs, contents } = useChannel();
  const w = useEduTexts();
  return (
    <ResourceDetailPage
      entity={programs}
      children={({ record, access }) =>
        record && (
          <>
            <Card size="small" title={w('contents')}>
              <ResourceList
                entity={contents}
                listKey={`eduContent-${record.id}`}
                fixedFilters={{ programId: record.id }}
                detailQuery={{ programId: String(record.id), channel }}
                defaultHidden={['programId']}
              />
            </Card>
            <ProgramProgressCard programId={record.id} canExport={access.export} />
          </>
        )
      }
    />
  );
}
