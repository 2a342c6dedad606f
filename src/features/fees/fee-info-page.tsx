import { useSearchParams } from 'react-router-dom';
import { feeExpenseEntity, feeIncomeEntity, L } from '@/contract/resource';
import { ResourceDetailPage, type DetailSection } from '@/components/resource';
import { useDuesDerive } from './use-dues-rules';

const INCOME_SECTIONS: DetailSection[] = [
  {
    title: L(['应缴', 'Dues', 'Cuota']),
    fields: ['memberId', 'orgId', 'month', 'salaryBase', 'retired', 'fixedDues', 'ratio', 'due'],
  },
  { title: L(['缴纳', 'Payment', 'Pago']), fields: ['status', 'paid', 'paidOn', 'proxyMemberId'] },
  {
    title: L(['免缴、减缴与补缴', 'Exemption, reduction, back payment', 'Exención, reducción, atraso']),
    fields: ['reducedDue', 'approvalNo', 'reason'],
  },
];

function IncomeInfo() {
  const derive = useDuesDerive();
  return (
    <ResourceDetailPage
      entity={feeIncomeEntity}
      sections={INCOME_SECTIONS}
      derive={derive}
      recordTitle={(r) => `${String(r.memberIdName ?? '')} ${String(r.month)}`}
    />
  );
}

/** feeInfo: one entry of either ledger: a dues row, or with ?type=out a spending entry. */
export default function FeeInfoPage() {
  const [params] = useSearchParams();
  return params.get('type') === 'out' ? <ResourceDetailPage entity={feeExpenseEntity} /> : <IncomeInfo />;
}
