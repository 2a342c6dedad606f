import { isNull } from 'drizzle-orm';
import { orgs } from '../../../db/schema/index';
import type { Behaviour } from '../binding';

/** Configuration of the whole group (indicators, matters): kept by the group's root organisation. */
export const groupOwned: Behaviour = {
  async beforeSave({ db, before }, v) {
    if (before) return;
    const [root] = await db.select({ id: orgs.id }).from(orgs).where(isNull(orgs.parentId)).limit(1);
    v.orgId = root?.id;
  },
};
