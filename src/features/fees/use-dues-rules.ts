import { useEffect, useState } from 'react';
import { feeApi } from '@/api/fees';
import { moneyText, monthlyDues, rulesOf, type DuesRules } from '@/contract/resource';

/** The configured brackets, and the live ratio and amount due of a form by the same rule the server applies. */
export function useDuesDerive() {
  const [rules, setRules] = useState<DuesRules>(rulesOf());
  useEffect(() => {
    let live = true;
    feeApi
      .rules()
      .then((r) => live && setRules(r))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return (values: Record<string, unknown>): Record<string, unknown> => {
    const base = moneyText(values.salaryBase);
    if (base === null || base.startsWith('-')) return {};
    const dues = monthlyDues(base, { retired: values.retired === true, fixed: values.fixedDues === true }, rules);
    if (values.status === '4') return { ratio: dues.ratio === null ? null : Number(dues.ratio), due: '0.00' };
    const reduced = values.status === '5' ? moneyText(values.reducedDue) : null;
    return { ratio: dues.ratio === null ? null : Number(dues.ratio), due: reduced ?? dues.due };
  };
}
