import { indicatorEntity } from '../../../src/contract/resource/indicator';
import { matterEntity } from '../../../src/contract/resource/matter';
import { derivedTable } from './derived';

/** Tables derived from their entity definitions (DESIGN section 6): one line each. */
export const indicators = derivedTable(indicatorEntity);
export const matters = derivedTable(matterEntity);
