import { orgCommitteeEntity } from '../../../src/contract/resource/org-committee';
import { orgTermEntity } from '../../../src/contract/resource/org-term';
import { derivedTable } from './derived';

export const orgCommittee = derivedTable(orgCommitteeEntity);
export const orgTerms = derivedTable(orgTermEntity);
