import { memberEntity } from '../../../src/contract/resource/member';
import { derivedTable } from './derived';

/** A party member. Birth date and sex are derived from the ID number when it is saved. */
export const members = derivedTable(memberEntity);
