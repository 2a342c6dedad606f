import { EXPENSE_KIND } from '../../../../src/contract/resource/fee-expense';
import type { Behaviour } from '../binding';
import { assertNotKeptByAid } from './member-registers';

/** feeCategory codes of the two transfers between levels. */
const TRANSFER_CATEGORY: Record<string, string> = { [EXPENSE_KIND.remitUp]: '8', [EXPENSE_KIND.allocateDown]: '9' };

/**
 * A remittance up or an allocation down is booked under its own category, whatever the form sent. An
 * entry written by aid to a member in hardship is changed through that aid only, so the two never differ.
 */
export const feeExpenseBehaviour: Behaviour = {
  async beforeSave({ db, before }, v) {
    if (before) await assertNotKeptByAid(db, before.id);
    const category = TRANSFER_CATEGORY[v.kind as string];
    if (category) v.category = category;
  },
  async beforeDelete({ db }, row) {
    await assertNotKeptByAid(db, row.id);
  },
};
