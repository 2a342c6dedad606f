import { queryUnits } from '@/api/org';
import { getOrgTree } from '@/api/org-member';
import { apiRead } from '../api-read';

/** The organisation tree the caller sees, and the group's units. */
export const orgTree = apiRead('org/tree', () => getOrgTree(), ['org']);
export const orgUnits = apiRead('org/units', () => queryUnits(), ['org']);
