import { sysCodeEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';

/** bs_syscode: the dictionary, one item per row, grouped by list and in each list's own order. */
export default function SysCodeListPage() {
  return <ResourceList entity={sysCodeEntity} />;
}
