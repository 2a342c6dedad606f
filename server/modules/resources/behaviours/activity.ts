import { activities } from '../../../db/schema/index';
import type { Behaviour } from '../binding';
import { gatheringBehaviour } from './gathering';
import { attachPeople } from './meeting';

/** A themed day or other activity: the gathering's rules, with the attendees' names. */
export const activityBehaviour: Behaviour = gatheringBehaviour(activities, { decorateDetail: attachPeople });
