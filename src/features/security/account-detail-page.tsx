import { accountEntity, L } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { AccountActions } from './account-actions';

const SECTIONS: DetailSection[] = [
  {
    title: L(['账号', 'Account', 'Cuenta']),
    fields: ['account', 'displayName', 'orgId', 'roleIds', 'memberId', 'post', 'phone'],
  },
  {
    title: L(['状态', 'State', 'Estado']),
    fields: ['status', 'locked', 'failures', 'passwordChangedAt', 'grantOrgIds'],
  },
];

/** bs_account_info: one account; its status and lock change through the actions, never through the form. */
export default function AccountDetailPage() {
  return (
    <ResourceDetailPage
      entity={accountEntity}
      sections={SECTIONS}
      actions={({ record, editing, access, reload }) =>
        record && !editing && access.write && <AccountActions record={record} onDone={reload} />
      }
    />
  );
}
