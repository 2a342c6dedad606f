import { eq } from 'drizzle-orm';
import { PENALTY_WITH_END, REWARD_KIND } from '../../../../src/contract/resource/reward-fields';
import { members } from '../../../db/schema/index';
import type { Behaviour, Row, SaveContext } from '../binding';
import { say } from '../../../../src/contract/messages/message';
import { conflict } from '../../../lib/errors';

/** An end date only where the penalty runs for a period, and never before the decision. */
function checkPeriod(errors: SaveContext['errors'], v: Record<string, unknown>) {
  if (typeof v.endsOn === 'string' && typeof v.grantedOn === 'string' && v.endsOn < v.grantedOn)
    errors.endsOn ??= say('reward.endsBeforeDecided');
}

/** A reward a commendation made is that commendation's record: its screens show it, they do not change it. */
function keptByCommendation(row: Row | null) {
  if (row?.nominationId) throw conflict(say('commendation.rewardKept'));
}

export const orgRewardBehaviour: Behaviour = {
  beforeSave({ before, errors }, v) {
    keptByCommendation(before);
    checkPeriod(errors, v);
  },
  beforeDelete: (_ctx, row) => keptByCommendation(row),
};

/** A member's record belongs to the member's branch; a penalty names its kind, 留党察看 its end. */
export const memberRewardBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    keptByCommendation(before);
    if (typeof v.memberId === 'number' && !errors.memberId) {
      const [m] = await db.select({ orgId: members.orgId }).from(members).where(eq(members.id, v.memberId));
      if (!m) errors.memberId = say('member.notFound');
      else v.orgId = before && before.memberId === v.memberId ? before.orgId : m.orgId;
    }
    if (v.kind === REWARD_KIND.penalty) {
      if (!v.penaltyKind) errors.penaltyKind ??= say('reward.penaltyKindRequired');
      else if (PENALTY_WITH_END.includes(v.penaltyKind as string) && !v.endsOn)
        errors.endsOn ??= say('reward.probationEndRequired');
    } else {
      v.penaltyKind = null;
    }
    checkPeriod(errors, v);
  },
  beforeDelete: (_ctx, row) => keptByCommendation(row),
};
