import type { Behaviour } from '../../resources/binding';
import { assertMayUse, loadSeal } from '../seal-rules';

/** A use registered by hand (a paper stamped at the desk): the seal's rules, then who and when from the session. */
export const sealUseBehaviour: Behaviour = {
  async beforeSave({ db, user, errors }, v) {
    if (typeof v.sealId !== 'number' || errors.sealId) return;
    const seal = await loadSeal(db, v.sealId);
    assertMayUse(user, seal);
    v.orgId = seal.orgId;
    v.accountId = user.accountId;
    v.accountName = user.name.slice(0, 50);
    v.usedAt = new Date().toISOString();
  },
};
