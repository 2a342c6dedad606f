import type { AreaBehaviours } from '../../resources/behaviour-registry';
import { commendationCallBehaviour } from './commendation-call';
import { commendationNominationBehaviour } from './commendation-nomination';
import { commendationObjectionBehaviour } from './commendation-objection';
import { commendationQuotaBehaviour } from './commendation-quota';

/** What only the commendations' entities do, handed to the generic calls (see modules/index.ts). */
export const COMMENDATION_BEHAVIOURS: AreaBehaviours = {
  commendationCall: commendationCallBehaviour,
  commendationQuota: commendationQuotaBehaviour,
  commendationNomination: commendationNominationBehaviour,
  commendationObjection: commendationObjectionBehaviour,
};
