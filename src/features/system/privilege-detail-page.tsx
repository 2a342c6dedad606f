import { privilegeEntity } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';

/** PrivilegeMgtInfo: one menu entry; its labels reach the menu, titles and breadcrumbs at the next menu call. */
export default function PrivilegeDetailPage() {
  return <ResourceDetailPage entity={privilegeEntity} />;
}
