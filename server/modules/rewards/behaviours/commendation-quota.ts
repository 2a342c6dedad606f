import { sql } from 'drizzle-orm';
import { say } from '../../../../src/contract/messages/message';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../../resources/binding';
import { isAbove } from '../../resources/workflow-rules';
import { resultRows } from '../../../lib/sql-rows';
import { commendationQuotas } from '../../../db/schema/index';
import { columnsOf } from '../../resources/scope-joins';
import { callOf } from '../call-reads';

const QUOTAS = ['memberQuota', 'workerQuota', 'orgQuota'] as const;

/**
 * A quota is what the issuing level gave: issuing makes one per target, the issuer may give one later to an
 * organisation below it, and only a level above the receiving organisation changes it or, while no
 * nomination counts against it, removes it.
 */
export const commendationQuotaBehaviour: Behaviour = {
  computed: () => ({
    callOrgId:
      sql<number>`(SELECT c.org_id FROM commendation_calls c WHERE c.id = ${columnsOf(commendationQuotas).callId})`.mapWith(
        Number,
      ),
  }),
  computedReads: ['callId'],
  // The receiving organisation reads its quota; the issuing level, above it, changes it.
  offersChange: (row, user) => user.scopeOrgIds.includes(Number(row.callOrgId)) && isAbove(user, Number(row.orgId)),

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
  // Only a quota no nomination counts against, by the issuer.
  async beforeDelete({ db, user }, row) {
    const call = await callOf(db, row.callId as number);
    const used = await db.execute(sql`SELECT 1 FROM commendation_nominations WHERE quota_id = ${row.id} LIMIT 1`);
    if (!call || !user.scopeOrgIds.includes(call.orgId) || resultRows(used).length)
      throw conflict(say('commendation.quotaByIssuer'));
  },
};
