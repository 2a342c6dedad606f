import type { EntityDef, Labels } from '@/contract/resource';
import { L } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { ActivityAttendanceEditor, AttendanceEditor } from './attendance-editor';
import { AttendanceView } from './attendance-view';
import { CheckInQr } from './check-in-qr';
import type { GatheringKind } from '@/contract/check-in';
import { StateTag } from './state-tag';
import { useMeetingText } from './texts';

/** Check-in happens before the record goes up for review. */
const CHECK_IN_STATES = ['draft', 'returned'];

const ATTENDANCE: Labels = L(['出勤', 'Attendance', 'Asistencia']);

/** The detail of a meeting or an activity: its fields, attendance as one table, the review moves and timeline. */
export function GatheringDetail({
  entity,
  head,
  tail,
  makeUp,
}: {
  entity: EntityDef;
  head: string[];
  tail: string[];
  makeUp: boolean;
}) {
  const { t } = useMeetingText();
  const sections: DetailSection[] = [
    { title: L(['基本信息', 'General', 'General']), fields: [...head, 'state'] },
    { title: ATTENDANCE, fields: ['expected', 'present', 'absent'] },
    { title: L(['内容', 'Content', 'Contenido']), fields: tail },
  ];
  const count = (v: unknown) => t('persons', { n: Array.isArray(v) ? v.length : 0 });
  return (
    <ResourceDetailPage
      entity={entity}
      sections={sections}
      inputs={{
        expected: entity.name === 'activity' ? ActivityAttendanceEditor : AttendanceEditor,
        present: 'hidden',
        absent: 'hidden',
      }}
      // The staff who may write the record show its check-in code while it is still being held.
      summary={({ record, access, editing }) =>
        record && access.write && !editing && CHECK_IN_STATES.includes(String(record.state)) ? (
          <CheckInQr kind={entity.name as GatheringKind} id={record.id} />
        ) : null
      }
      viewRender={{
        state: (r) => <StateTag value={r.state} />,
        expected: (r) => <AttendanceView record={r} makeUp={makeUp} kind={entity.name as GatheringKind} />,
        present: (r) => count(r.present),
        absent: (r) => count(r.absent),
      }}
    />
  );
}
