import { Tag } from 'antd';
import { accountEntity } from '@/contract/resource';
import { ResourceList, useResourceText } from '@/components/resource';
import { AccountActions } from './account-actions';
import { securityText } from './texts';

/** bs_account: accounts with their roles, status and lock; disable, enable, unlock and reset from the row. */
export default function AccountListPage() {
  const { language } = useResourceText();
  return (
    <ResourceList
      entity={accountEntity}
      render={{
        status: (r) => (
          <Tag color={r.status === 'disabled' ? 'default' : 'green'}>
            {securityText(language, r.status === 'disabled' ? 'disabled' : 'active')}
          </Tag>
        ),
        locked: (r) => (r.locked ? <Tag color="red">{securityText(language, 'locked')}</Tag> : null),
      }}
      rowActions={(record, access, reload) => access.write && <AccountActions record={record} onDone={reload} link />}
    />
  );
}
