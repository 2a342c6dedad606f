import { supervisionEntity } from '../../../src/contract/resource/supervision';
import { derivedTable } from './derived';

export const supervisions = derivedTable(supervisionEntity);
