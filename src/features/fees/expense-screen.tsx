import { Tabs } from 'antd';
import { feeExpenseEntity } from '@/contract/resource';
import { ResourceList } from '@/components/resource';
import { LedgerBalance } from './ledger-balance';
import { useFeeTexts } from './use-fee-texts';

/** feePay (route type 'out'): the ledger entries and the balance of the year. */
export function ExpenseScreen() {
  const { w } = useFeeTexts();
  return (
    <Tabs
      destroyOnHidden
      items={[
        {
          key: 'ledger',
          label: w('ledger'),
          children: <ResourceList entity={feeExpenseEntity} detailQuery={{ type: 'out' }} />,
        },
        { key: 'balance', label: w('balance'), children: <LedgerBalance /> },
      ]}
    />
  );
}
