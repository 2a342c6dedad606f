import { eq, sql } from 'drizzle-orm';
import { members } from '../../../db/schema/index';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';
import { EVENT_KIND, EVENT_SOURCE } from '../../../../src/contract/resource/membership-event';

const K = EVENT_KIND;

/** The member status (dictionary memberStatus) an approved entry of these kinds leaves the record in. */
const STATUS_AFTER: Record<string, string> = {
  [K.suspended]: '3',
  [K.restored]: '1',
  [K.expelled]: '4',
  [K.removed]: '4',
  [K.withdrew]: '4',
  [K.died]: '5',
};

/**
 * A membership event entered by hand: it names the member and belongs to the member's organisation; once
 * the level above approves it, the member's record follows (status, full membership), as the workflows'
 * own events do when they write the record themselves.
 */
export const membershipEventBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (!before) v.source = EVENT_SOURCE.manual;
    if (typeof v.memberId === 'number') {
      const [m] = await db
        .select({ name: members.name, orgId: members.orgId })
        .from(members)
        .where(eq(members.id, v.memberId));
      if (!m) errors.memberId = say('member.notFound');
      else {
        v.memberName = m.name;
        v.orgId = m.orgId;
      }
    }
    if (v.kind === K.transferWithin && !v.toOrgId) errors.toOrgId ??= say('transfer.toOrgRequired');
    if (v.kind !== K.transferWithin) v.toOrgId = null;
    if (typeof v.toOrgId === 'number' && v.toOrgId === v.orgId) errors.toOrgId ??= say('transfer.sameOrg');
  },

  async afterTransition({ db, user }, { move, row }) {
    if (move.action !== 'approve') return;
    const set: Record<string, unknown> = {};
    const status = STATUS_AFTER[String(row.kind)];
    if (status) set.status = status;
    if (row.kind === K.fullMember) Object.assign(set, { memberType: '2', fullOn: row.effectiveOn });
    if (row.kind === K.transferWithin && typeof row.toOrgId === 'number') set.orgId = row.toOrgId;
    if (!Object.keys(set).length) return;
    await db
      .update(members)
      .set({ ...set, version: sql`${members.version} + 1`, updatedAt: new Date(), updatedBy: user.accountId })
      .where(eq(members.id, row.memberId as number));
  },
};
