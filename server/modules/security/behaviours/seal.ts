import { count, eq } from 'drizzle-orm';
import { SEAL_STATE } from '../../../../src/contract/resource/seal';
import { sealUses } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import { sealImageProblem } from '../seal-image';
import type { Behaviour } from '../../resources/binding';
import { todayIso } from '../../../../src/contract/iso-dates';

export const sealBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    // An image is checked when it changes: a seeded (server-drawn) impression stays as it is.
    if (typeof v.image === 'string' && v.image !== before?.image && !errors.image) {
      const problem = sealImageProblem(v.image);
      if (problem) errors.image = problem;
    }
    if (before?.state === SEAL_STATE.destroyed && v.state !== SEAL_STATE.destroyed)
      errors.state ??= '已销毁的印章不能恢复使用';
    if (v.state !== SEAL_STATE.inUse && v.state !== before?.state) v.stateChangedOn ??= todayIso();
    if (v.state === SEAL_STATE.inUse) v.stateChangedOn = null;
    if (typeof v.stateChangedOn === 'string' && typeof v.enabledOn === 'string' && v.stateChangedOn < v.enabledOn)
      errors.stateChangedOn ??= '停用/销毁日期不能早于启用日期';
  },

  async beforeDelete({ db }, row) {
    const [used] = await db.select({ n: count() }).from(sealUses).where(eq(sealUses.sealId, row.id));
    if (Number(used.n) > 0) throw conflict('该印章已有用印记录，不能删除，请停用或销毁');
  },
};
