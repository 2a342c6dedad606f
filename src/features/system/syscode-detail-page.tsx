import { sysCodeEntity } from '@/contract/resource';
import { ResourceDetailPage } from '@/components/resource';
import { useDictionaryRefresh } from './use-dictionary-refresh';

/** bs_syscode_info: one dictionary item; saving it reloads the app's dictionary (sysConfig renames the sidebar). */
export default function SysCodeDetailPage() {
  const refresh = useDictionaryRefresh();
  return <ResourceDetailPage entity={sysCodeEntity} onSaved={refresh} />;
}
