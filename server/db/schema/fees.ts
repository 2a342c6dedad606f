import { feeBaseEntity } from '../../../src/contract/resource/fee-base';
import { feeExpenseEntity } from '../../../src/contract/resource/fee-expense';
import { feeIncomeEntity } from '../../../src/contract/resource/fee-income';
import { memberRewardEntity } from '../../../src/contract/resource/member-reward';
import { orgRewardEntity } from '../../../src/contract/resource/org-reward';
import { derivedTable } from './derived';

/** Dues, the ledger, salary bases, rewards and penalties: tables derived from their definitions. */
export const feeIncome = derivedTable(feeIncomeEntity);
export const feeExpenses = derivedTable(feeExpenseEntity);
export const feeBases = derivedTable(feeBaseEntity);
export const memberRewards = derivedTable(memberRewardEntity);
export const orgRewards = derivedTable(orgRewardEntity);
