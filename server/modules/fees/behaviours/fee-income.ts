import { eq } from 'drizzle-orm';
import { monthlyDues } from '../../../../src/contract/resource/fee-dues';
import { FEE_STATUS } from '../../../../src/contract/resource/fee-income';
import { feeBases, members } from '../../../db/schema/index';
import type { Behaviour } from '../../resources/binding';
import { backPayWarning, duesRules, feeSettings, monthsLate } from '../settings';
import { say } from '../../../../src/contract/messages/message';

const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * The row belongs to the member's branch; ratio and amount due follow from the base and bracket by the
 * one rule the form uses too. Exempt and reduced dues need an approval; a payment settles the row.
 */
export const feeIncomeBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    if (typeof v.memberId === 'number' && !errors.memberId) {
      const [m] = await db.select({ orgId: members.orgId }).from(members).where(eq(members.id, v.memberId));
      if (!m) errors.memberId = say('member.notFound');
      else v.orgId = before && before.memberId === v.memberId ? before.orgId : m.orgId;
    }
    if (errors.salaryBase || !isText(v.salaryBase)) return;
    const dues = monthlyDues(
      v.salaryBase,
      { retired: v.retired === true, fixed: v.fixedDues === true },
      await duesRules(db),
    );
    v.ratio = dues.ratio === null ? null : Number(dues.ratio);
    v.due = dues.due;
    const status = v.status;
    if (status === FEE_STATUS.exempt) {
      if (!isText(v.approvalNo)) errors.approvalNo ??= say('fees.exemptApprovalRequired');
      if (!isText(v.reason)) errors.reason ??= say('fees.exemptReasonRequired');
      v.due = '0.00';
      v.paid = null;
      v.paidOn = null;
      return;
    }
    if (status === FEE_STATUS.reduced) {
      if (!isText(v.approvalNo)) errors.approvalNo ??= say('fees.reducedApprovalRequired');
      if (!isText(v.reducedDue)) errors.reducedDue ??= say('fees.reducedDueRequired');
      else v.due = v.reducedDue;
    }
    const paying =
      status === FEE_STATUS.paid || status === FEE_STATUS.backPaid || status === FEE_STATUS.reduced || isText(v.paidOn);
    if (!paying) {
      v.paid = null;
      v.paidOn = null;
      return;
    }
    if (!isText(v.paidOn)) {
      errors.paidOn ??= say('fees.paidOnRequired');
      return;
    }
    if (!isText(v.paid)) v.paid = v.due;
    if (isText(v.month) && v.paidOn < `${v.month}-01`) errors.paidOn ??= say('fees.paidBeforeMonth');
    if (status !== FEE_STATUS.reduced)
      v.status = isText(v.month) && monthsLate(v.month, v.paidOn) > 0 ? FEE_STATUS.backPaid : FEE_STATUS.paid;
  },

  /** The member's base becomes the one the next months start from. */
  async afterSave({ db, user }, row) {
    const base = {
      orgId: row.orgId as number,
      salaryBase: row.salaryBase as string,
      retired: row.retired === true,
      fixedDues: row.fixedDues === true,
      updatedBy: user.accountId,
    };
    await db
      .insert(feeBases)
      .values({ memberId: row.memberId as number, ...base, createdBy: user.accountId } as never)
      .onConflictDoUpdate({ target: (feeBases as unknown as { memberId: never }).memberId, set: base as never });
  },

  /** A payment made later than the back-payment limit is kept, with a warning to explain it. */
  async decorate(db, records) {
    const paidLate = records.filter((r) => typeof r.paidOn === 'string' && typeof r.month === 'string');
    if (!paidLate.length) return;
    const { backPayMonths } = await feeSettings(db);
    for (const r of paidLate) {
      const late = monthsLate(r.month as string, r.paidOn as string);
      if (late > backPayMonths) r.warnings = [...((r.warnings as string[]) ?? []), backPayWarning(late, backPayMonths)];
    }
  },
};
