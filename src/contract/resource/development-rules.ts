import { addMonths, addYears } from '../iso-dates';

const s = (v: unknown) => (typeof v === 'string' ? v : null);

/** When the next step of a development case falls due, from the dates its stage has reached. */
export function nextDue(v: Record<string, unknown>): string | null {
  const stage = Number(v.stage);
  const ext = Number(v.extendedMonths ?? 0);
  if (stage === 1) return v.talkedOn ? null : addMonths(s(v.appliedOn)!, 1);
  if (stage === 2 && v.activistOn) return addYears(s(v.activistOn)!, 1);
  if (stage === 3 && v.politicalReviewOn) return addYears(s(v.politicalReviewOn)!, 1);
  if (stage === 4 && v.probationOn)
    return v.approvedOn ? addMonths(s(v.probationOn)!, 12 + ext) : addMonths(s(v.probationOn)!, 3);
  return null;
}
