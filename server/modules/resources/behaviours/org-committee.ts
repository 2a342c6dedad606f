import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema/index';
import type { Behaviour } from '../binding';

export const orgCommitteeBehaviour: Behaviour = {
  async beforeSave({ db, errors }, v) {
    if (typeof v.memberId === 'number') {
      const [m] = await db.select({ name: members.name }).from(members).where(eq(members.id, v.memberId));
      if (!m) errors.memberId = '党员不存在';
      else v.name = m.name;
    }
    if (typeof v.leftOn === 'string' && typeof v.appointedOn === 'string' && v.leftOn < v.appointedOn) errors.leftOn = '离任日期不能早于任职日期';
  },
};
