import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { examBehaviour } from './exam';

/** What only the education area's entities do, handed to the generic calls (see modules/index.ts). */
export const EDUCATION_BEHAVIOURS: AreaBehaviours = { exam: examBehaviour };
