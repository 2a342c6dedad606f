import { commendationCallEntity, commendationQuotaEntity } from '../../../src/contract/resource/commendation-call';
import {
  commendationNominationEntity,
  commendationObjectionEntity,
} from '../../../src/contract/resource/commendation-nomination';
import { derivedTable } from './derived';

/** The commendations (两优一先): the year's calls, each organisation's quota, the nominations and objections. */
export const commendationCalls = derivedTable(commendationCallEntity);
export const commendationQuotas = derivedTable(commendationQuotaEntity);
export const commendationNominations = derivedTable(commendationNominationEntity);
export const commendationObjections = derivedTable(commendationObjectionEntity);
