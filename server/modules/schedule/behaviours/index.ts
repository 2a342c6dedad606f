import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { agendaItemBehaviour } from './agenda-item';

/** What only the schedule area's entities do, handed to the generic calls (see modules/index.ts). */
export const SCHEDULE_BEHAVIOURS: AreaBehaviours = { agendaItem: agendaItemBehaviour };
