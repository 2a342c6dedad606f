import { say } from '../../../../src/contract/messages/message';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../../resources/binding';
import { isAbove } from '../../resources/workflow-rules';
import { callOf } from '../call-reads';

const QUOTAS = ['memberQuota', 'workerQuota', 'orgQuota'] as const;

/**
 * A quota is what the issuing level gave: issuing makes one per target, the issuer may give one later to an
 * organisation below it, and only a level above the receiving organisation changes it. It is never removed.
 */
export const commendationQuotaBehaviour: Behaviour = {
  async beforeSave({ db, user, before, errors }, v) {
    if (before) {
      v.callId = before.callId;
      v.orgId = before.orgId;
    }
    const changed = !before || QUOTAS.some((q) => Number(v[q]) !== Number(before[q]));
    if (!changed) return;
    const call = typeof v.callId === 'number' ? await callOf(db, v.callId) : undefined;
    const byIssuer = call && call.state !== 'draft' && user.scopeOrgIds.includes(call.orgId);
    if (!byIssuer || typeof v.orgId !== 'number' || !isAbove(user, v.orgId))
      errors.memberQuota ??= say('commendation.quotaByIssuer');
  },
  beforeDelete() {
    throw conflict(say('commendation.quotaByIssuer'));
  },
};
