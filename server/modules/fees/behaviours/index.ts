import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { feeIncomeBehaviour } from './fee-income';

/** What only the fees area's entities do, handed to the generic calls (see modules/index.ts). */
export const FEE_BEHAVIOURS: AreaBehaviours = { feeIncome: feeIncomeBehaviour };
