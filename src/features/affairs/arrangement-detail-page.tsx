import { L, workArrangementEntity } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';

const SECTIONS: DetailSection[] = [
  {
    title: L(['工作安排', 'Arrangement', 'Plan']),
    fields: ['title', 'kind', 'month', 'orgId', 'deadline', 'state', 'targetOrgIds'],
  },
  { title: L(['内容', 'Content', 'Contenido']), fields: ['content', 'remark'] },
];

/** workargmt_info: one arrangement; once issued, each target's receipt (acknowledged, done) below it. */
export default function ArrangementDetailPage() {
  return <ResourceDetailPage entity={workArrangementEntity} sections={SECTIONS} />;
}
