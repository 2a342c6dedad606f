import { memberTransferEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { TransferStatusTag } from './transfer-status-tag';

/** membersTransferred: transfers in and out of the user's subtree, by status. */
export default function TransferListPage() {
  return (
    <ResourceList entity={memberTransferEntity} render={{ status: (r) => <TransferStatusTag value={r.status} /> }} />
  );
}
