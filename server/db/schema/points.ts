import { pointsEntryEntity } from '../../../src/contract/resource/points-entry';
import { derivedTable } from './derived';

/** The branches' reviewed entries of member points. */
export const pointsEntries = derivedTable(pointsEntryEntity);
