import { leaderEntity } from '../../../src/contract/resource/leader';
import { leaderGrantEntity } from '../../../src/contract/resource/leader-grant';
import { sealEntity } from '../../../src/contract/resource/seal';
import { sealUseEntity } from '../../../src/contract/resource/seal-use';
import { derivedTable } from './derived';

/** Seals, their append-only uses, leaders and the grants about them (DESIGN section 6: derived tables). */
export const seals = derivedTable(sealEntity);
export const sealUses = derivedTable(sealUseEntity);
export const leaders = derivedTable(leaderEntity);
export const leaderGrants = derivedTable(leaderGrantEntity);
