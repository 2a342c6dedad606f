import { eq, sql } from 'drizzle-orm';
import { orgs, orgTerms } from '../../../db/schema/index';
import { matterNumber } from '../../../lib/matters';
import type { Behaviour } from '../binding';
import { addYears } from '../../../../src/contract/iso-dates';
import { say } from '../../../../src/contract/messages/message';
import { groupDay } from '../../../lib/group-zone';

/**
 * The reminder months of the standard matter term.reminderMonths ('6,3': the first and the last
 * reminder), read in the same query, so that an edit applies to the next list.
 */
const reminderMonths = (which: 1 | 2, fallback: number) => {
  const pattern = which === 1 ? '^\\s*(\\d{1,2})' : '(\\d{1,2})\\s*$';
  return sql`make_interval(months => coalesce((SELECT substring(value from ${pattern})::int FROM matters WHERE code = 'term.reminderMonths' AND enabled), ${fallback}))`;
};

/** '1' normal, '2' due within the first reminder (6 months), '3' within the last (3 months), '4' overdue, '5' changed. */
const dueState = () =>
  sql<string>`CASE WHEN ${orgTerms.actualEndOn} IS NOT NULL THEN '5'
    WHEN ${orgTerms.dueOn} < ${groupDay()}::date THEN '4'
    WHEN ${orgTerms.dueOn} < ${groupDay()}::date + ${reminderMonths(2, 3)} THEN '3'
    WHEN ${orgTerms.dueOn} < ${groupDay()}::date + ${reminderMonths(1, 6)} THEN '2' ELSE '1' END`;

export const orgTermBehaviour: Behaviour = {
  computed: () => ({ dueState: dueState() }),

  /** The due end follows from the type's term length (matter term.years.<type>); moving it needs an approval, at most a year. */
  async beforeSave({ db, errors }, v) {
    if (typeof v.orgId !== 'number' || typeof v.startOn !== 'string' || errors.orgId || errors.startOn) return;
    const [org] = await db.select({ type: orgs.type }).from(orgs).where(eq(orgs.id, v.orgId));
    const years = await matterNumber(db, `term.years.${org?.type ?? ''}`, org?.type === '1' ? 5 : 3);
    const standard = addYears(v.startOn, years);
    if (!v.dueOn) {
      v.dueOn = standard;
      return;
    }
    if (v.dueOn === standard || errors.dueOn) return;
    const diffDays = Math.abs(Date.parse(v.dueOn as string) - Date.parse(standard)) / 86400_000;
    if (diffDays > 366) errors.dueOn = say('term.adjustTooFar', { due: standard });
    else if (!v.adjustApprovalNo) errors.adjustApprovalNo = say('term.approvalRequired', { due: standard });
    if (typeof v.actualEndOn === 'string' && v.actualEndOn < v.startOn) errors.actualEndOn = say('term.endBeforeStart');
  },
};
