import { asc } from 'drizzle-orm';
import { orgs } from '../../db/schema/index';

/** What every organisation list answers about a unit: enough to draw and pick from the tree. */
export const UNIT_COLUMNS = {
  id: orgs.id,
  parentId: orgs.parentId,
  name: orgs.name,
  shortName: orgs.shortName,
  type: orgs.type,
  level: orgs.level,
};

/** Top down, in the order staff arranged them. */
export const TREE_ORDER = [asc(orgs.level), asc(orgs.sort), asc(orgs.id)];
