import { appraisalEntity } from '@/contract/resource';
import { ResourceDetailPage, useEntityAccess } from '@/components/resource';
import { GradeSheet } from './grade-sheet';

/** A round: its details and moves, and once opened the committee's sheet of ballots and grades. */
export default function AppraisalDetailPage() {
  const access = useEntityAccess(appraisalEntity);
  return (
    <ResourceDetailPage
      entity={appraisalEntity}
      children={({ record, editing, reload }) =>
        record &&
        !editing &&
        record.state !== 'draft' && <GradeSheet id={record.id} canWrite={access.write} onChanged={reload} />
      }
    />
  );
}
