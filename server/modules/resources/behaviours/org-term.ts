import { and, eq, sql } from 'drizzle-orm';
import { orgs, orgTerms, sysCodes } from '../../../db/schema/index';
import type { Behaviour } from '../binding';
import { addYears } from './dates';

/** '1' normal, '2' due within 6 months, '3' within 3 months, '4' overdue, '5' changed. */
const dueState = () =>
  sql<string>`CASE WHEN ${orgTerms.actualEndOn} IS NOT NULL THEN '5'
    WHEN ${orgTerms.dueOn} < current_date THEN '4'
    WHEN ${orgTerms.dueOn} < current_date + interval '3 months' THEN '3'
    WHEN ${orgTerms.dueOn} < current_date + interval '6 months' THEN '2' ELSE '1' END`;

export const orgTermBehaviour: Behaviour = {
  computed: () => ({ dueState: dueState() }),

  /** The due end follows from the type's term length (dictionary termYears); moving it needs an approval, at most a year. */
  async beforeSave({ db, errors }, v) {
    if (typeof v.orgId !== 'number' || typeof v.startOn !== 'string' || errors.orgId || errors.startOn) return;
    const [org] = await db.select({ type: orgs.type }).from(orgs).where(eq(orgs.id, v.orgId));
    const [years] = await db.select({ label: sysCodes.label }).from(sysCodes).where(and(eq(sysCodes.dict, 'termYears'), eq(sysCodes.value, org?.type ?? '')));
    const standard = addYears(v.startOn, Number(years?.label ?? 3));
    if (!v.dueOn) {
      v.dueOn = standard;
      return;
    }
    if (v.dueOn === standard || errors.dueOn) return;
    const diffDays = Math.abs(Date.parse(v.dueOn as string) - Date.parse(standard)) / 86400_000;
    if (diffDays > 366) errors.dueOn = `延期或提前换届不能超过一年（应届满日期为${standard}）`;
    else if (!v.adjustApprovalNo) errors.adjustApprovalNo = `应届满日期为${standard}，调整届期须填写批复文号`;
    if (typeof v.actualEndOn === 'string' && v.actualEndOn < v.startOn) errors.actualEndOn = '实际换届日期不能早于本届开始日期';
  },
};
