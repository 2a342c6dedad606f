import { eq } from 'drizzle-orm';
import { say } from '../../../src/contract/messages/message';
import { members } from '../../db/schema/index';
import { groupDay } from '../../lib/group-zone';
import type { Behaviour } from '../resources/binding';

/**
 * A branch's entry of points: the member's name and branch come from the member, who must be in active
 * standing; the points are never 0, the day never ahead of today (in the group's zone).
 */
export const pointsEntryBehaviour: Behaviour = {
  async beforeSave({ db, errors }, v) {
    if (typeof v.memberId === 'number') {
      const [m] = await db
        .select({ name: members.name, orgId: members.orgId, status: members.status })
        .from(members)
        .where(eq(members.id, v.memberId));
      if (!m) errors.memberId = say('member.notFound');
      else if (m.status !== '1') errors.memberId = say('points.memberLeft');
      else {
        v.memberName = m.name;
        v.orgId = m.orgId;
      }
    }
    if (v.points === 0 && !errors.points) errors.points = say('points.zero');
    if (typeof v.awardedOn === 'string' && v.awardedOn > groupDay() && !errors.awardedOn)
      errors.awardedOn = say('points.futureDate');
  },
};
