import { EXPENSE_KIND } from '../../../../src/contract/resource/fee-expense';
import type { Behaviour } from '../binding';

/** feeCategory codes of the two transfers between levels. */
const TRANSFER_CATEGORY: Record<string, string> = { [EXPENSE_KIND.remitUp]: '8', [EXPENSE_KIND.allocateDown]: '9' };

/** A remittance up or an allocation down is booked under its own category, whatever the form sent. */
export const feeExpenseBehaviour: Behaviour = {
  beforeSave(_ctx, v) {
    const category = TRANSFER_CATEGORY[v.kind as string];
    if (category) v.category = category;
  },
};
