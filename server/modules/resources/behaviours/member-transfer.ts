import { eq, sql } from 'drizzle-orm';
import { members } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import { recordCausedEvent } from '../../../lib/membership-history';
import { EVENT_KIND, EVENT_SOURCE } from '../../../../src/contract/resource/membership-event';
import type { Behaviour } from '../binding';
import { say } from '../../../../src/contract/messages/message';
import { groupDay } from '../../../lib/group-zone';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A transfer: the member's name and branch come from the member; its moves run on the generic
 * workflow, and the receipt (with its date) moves the member to the receiving branch.
 */
export const memberTransferBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
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
    if (!before) v.status = '1';
    const insideGroup = v.scope === '1';
    if (v.direction === 'out' && insideGroup && !v.toOrgId) errors.toOrgId ??= say('transfer.toOrgRequired');
    if (!insideGroup && !v.outsideOrgName) errors.outsideOrgName ??= say('transfer.outsideNameRequired');
    if (v.direction === 'in' && insideGroup) errors.scope ??= say('transfer.byOutgoing');
    if (typeof v.toOrgId === 'number' && v.toOrgId === v.orgId) errors.toOrgId ??= say('transfer.sameOrg');
    if (!insideGroup) v.toOrgId = null;
  },
  onTransition(_ctx, { move, input, values, detail }) {
    if (move.action !== 'receive') return;
    const given = input.receivedOn;
    if (
      given !== undefined &&
      given !== null &&
      (typeof given !== 'string' || !DAY.test(given) || Number.isNaN(Date.parse(given)))
    ) {
      throw badRequest(say('transfer.receivedOnFormat'), 'receivedOn');
    }
    values.receivedOn = typeof given === 'string' ? given : groupDay();
    detail.receivedOn = values.receivedOn;
  },
  async afterTransition({ db, user }, { move, row }) {
    if (move.action !== 'receive') return;
    // The receipt is the transfer's effective date in the membership history, whichever side it crosses.
    const within = typeof row.toOrgId === 'number';
    const kind = within
      ? EVENT_KIND.transferWithin
      : row.direction === 'in'
        ? EVENT_KIND.transferIn
        : EVENT_KIND.transferOut;
    await recordCausedEvent(db, user.accountId, {
      memberId: row.memberId as number,
      memberName: row.memberName as string,
      kind,
      effectiveOn: row.receivedOn as string,
      orgId: row.orgId as number,
      toOrgId: within ? (row.toOrgId as number) : null,
      outsideOrgName: (row.outsideOrgName as string | null) ?? null,
      documentNo: (row.letterNo as string | null) ?? null,
      reason: (row.reason as string | null) ?? null,
      source: EVENT_SOURCE.transfer,
      sourceId: row.id,
    });
    if (!within) return;
    await db
      .update(members)
      .set({
        orgId: row.toOrgId as number,
        version: sql`${members.version} + 1`,
        updatedAt: new Date(),
        updatedBy: user.accountId,
      })
      .where(eq(members.id, row.memberId as number));
  },
};
