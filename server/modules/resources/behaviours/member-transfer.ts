import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema/index';
import { conflict } from '../../../lib/errors';
import type { Behaviour } from '../binding';

/** Only a transfer still being prepared (申请) or sent back (退回) may be edited. */
const EDITABLE = ['1', '5'];

export const memberTransferBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (before && !EDITABLE.includes(String(before.status))) throw conflict('转接已在办理中，不能修改');
    if (typeof v.memberId === 'number') {
      const [m] = await db.select({ name: members.name, orgId: members.orgId }).from(members).where(eq(members.id, v.memberId));
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
};
