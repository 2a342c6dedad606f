import { eq, sql } from 'drizzle-orm';
import { members } from '../../../db/schema/index';
import { badRequest } from '../../../lib/errors';
import type { Behaviour } from '../binding';

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
      if (!m) errors.memberId = '党员不存在';
      else {
        v.memberName = m.name;
        v.orgId = m.orgId;
      }
    }
    if (!before) v.status = '1';
    const insideGroup = v.scope === '1';
    if (v.direction === 'out' && insideGroup && !v.toOrgId) errors.toOrgId ??= '集团内转接请选择转入组织';
    if (!insideGroup && !v.outsideOrgName) errors.outsideOrgName ??= '请填写集团外组织名称';
    if (v.direction === 'in' && insideGroup) errors.scope ??= '集团内转接请由转出组织办理';
    if (typeof v.toOrgId === 'number' && v.toOrgId === v.orgId) errors.toOrgId ??= '转入组织不能是党员当前所在组织';
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
      throw badRequest('回执日期格式应为YYYY-MM-DD', 'receivedOn');
    }
    values.receivedOn = typeof given === 'string' ? given : new Date().toISOString().slice(0, 10);
    detail.receivedOn = values.receivedOn;
  },
  async afterTransition({ db, user }, { move, row }) {
    if (move.action !== 'receive' || typeof row.toOrgId !== 'number') return;
    await db
      .update(members)
      .set({
        orgId: row.toOrgId,
        version: sql`${members.version} + 1`,
        updatedAt: new Date(),
        updatedBy: user.accountId,
      })
      .where(eq(members.id, row.memberId as number));
  },
};
