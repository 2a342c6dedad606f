import type { EntityDef, Labels } from '@/contract/resource';
import { L } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { AttendanceEditor } from './attendance-editor';
import { AttendanceView } from './attendance-view';
import { StateTag } from './state-tag';
import { useMeetingText } from './texts';

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
      inputs={{ expected: AttendanceEditor, present: 'hidden', absent: 'hidden' }}
      viewRender={{
        state: (r) => <StateTag value={r.state} />,
        expected: (r) => <AttendanceView record={r} makeUp={makeUp} />,
        present: (r) => count(r.present),
        absent: (r) => count(r.absent),
      }}
    />
  );
}
