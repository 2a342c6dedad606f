import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { voteBehaviour } from './vote';

/** What only the affairs area's entities do, handed to the generic calls (see modules/index.ts). */
export const AFFAIRS_BEHAVIOURS: AreaBehaviours = { vote: voteBehaviour };
