import { hardshipAidEntity, memberHardshipEntity } from '../../../src/contract/resource/member-hardship';
import { memberAwayEntity } from '../../../src/contract/resource/member-away';
import { derivedTable } from './derived';

/** The registers of members in hardship (with their visits and aid) and of members working away. */
export const memberHardships = derivedTable(memberHardshipEntity);
export const hardshipAids = derivedTable(hardshipAidEntity);
export const memberAway = derivedTable(memberAwayEntity);
