import { count, eq } from 'drizzle-orm';
import { SEAL_STATE } from '../../../../src/contract/resource/seal';
import { sealUses } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { sealImageProblem } from '../seal-image';
import type { Behaviour } from '../../resources/binding';
import { todayIso } from '../../../../src/contract/iso-dates';
import { say } from '../../../../src/contract/messages/message';

export const sealBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    // An image is checked when it changes: a seeded (server-drawn) impression stays as it is.
    if (typeof v.image === 'string' && v.image !== before?.image && !errors.image) {
      const problem = sealImageProblem(v.image);
      if (problem) errors.image = problem;
    }
    if (before?.state === SEAL_STATE.destroyed && v.state !== SEAL_STATE.destroyed)
      errors.state ??= say('seal.destroyed');
    if (v.state !== SEAL_STATE.inUse && v.state !== before?.state) v.stateChangedOn ??= todayIso();
    if (v.state === SEAL_STATE.inUse) v.stateChangedOn = null;
    if (typeof v.stateChangedOn === 'string' && typeof v.enabledOn === 'string' && v.stateChangedOn < v.enabledOn)
      errors.stateChangedOn ??= say('seal.changedBeforeStart');
  },

  async beforeDelete({ db }, row) {
    const [used] = await db.select({ n: count() }).from(sealUses).where(eq(sealUses.sealId, row.id));
    if (Number(used.n) > 0) throw conflict(say('seal.used'));
  },
};
