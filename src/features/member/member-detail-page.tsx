import { L, memberEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { deriveFromIdNumber } from './id-derived';

const SECTIONS: DetailSection[] = [
  { title: L(['基本信息', 'Personal', 'Datos personales']), fields: ['name', 'empNo', 'idNumber', 'sex', 'birthDate', 'age', 'ethnicity', 'nativePlace', 'education', 'phone'] },
  { title: L(['工作信息', 'Work', 'Trabajo']), fields: ['orgId', 'workUnit', 'post', 'routeOrDepot'] },
  { title: L(['党籍信息', 'Membership', 'Militancia']), fields: ['memberType', 'joinedOn', 'fullOn', 'status', 'lostContact', 'flowing'] },
];

/** memberMaintenance_info: one member; birth date, sex and age follow the ID number as it is typed. */
export default function MemberDetailPage() {
  return <ResourceDetailPage entity={memberEntity} sections={SECTIONS} derive={deriveFromIdNumber} />;
}
