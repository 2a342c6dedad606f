import { useCallQuery } from '@/store/use-call';
import { feeRules } from '@/contract/calls/fees';
import { moneyText, monthlyDues, rulesOf, type DuesRules } from '@/contract/resource';

const DEFAULT_RULES = rulesOf();

/** The configured brackets, and the live ratio and amount due of a form by the same rule the server applies. */
export function useDuesDerive() {
  // The brackets of the contract until the configured ones come.
  const rules: DuesRules = useCallQuery(feeRules, undefined).data ?? DEFAULT_RULES;
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const base = moneyText(values.salaryBase);
    if (base === null || base.startsWith('-')) return {};
    const dues = monthlyDues(base, { retired: values.retired === true, fixed: values.fixedDues === true }, rules);
    if (values.status === '4') return { ratio: dues.ratio === null ? null : Number(dues.ratio), due: '0.00' };
    const reduced = values.status === '5' ? moneyText(values.reducedDue) : null;
    return { ratio: dues.ratio === null ? null : Number(dues.ratio), due: reduced ?? dues.due };
  };
}
