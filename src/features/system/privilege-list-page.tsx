import { privilegeEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** PrivilegeMgt: the menu catalogue as a tree, with its labels in the three languages. */
export default function PrivilegeListPage() {
  return <ResourceList entity={privilegeEntity} treeParent="parentId" />;
}
