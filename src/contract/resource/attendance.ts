import { say, type Message } from '../messages/say';

/** One member recorded absent, and why (on shift, ill, away); `withoutLeave` when they asked for no leave. */
export interface Absence {
  memberId: number;
  reason: string;
  /** Absent without leave (无故缺席): member points take it away. Absent on leave unless marked. */
  withoutLeave?: boolean;
}

export interface Attendance {
  expected: number[];
  present: number[];
  absent: Absence[];
}

/** The shape of an `absent` value as sent, or null when it is not a list of {memberId, reason}. */
export function absencesOf(value: unknown): Absence[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return null;
  const out: Absence[] = [];
  for (const a of value) {
    if (!a || typeof a !== 'object') return null;
    const { memberId, reason, withoutLeave } = a as Record<string, unknown>;
    if (typeof memberId !== 'number' || !Number.isInteger(memberId) || memberId <= 0) return null;
    if (reason !== undefined && reason !== null && (typeof reason !== 'string' || reason.length > 200)) return null;
    if (withoutLeave !== undefined && withoutLeave !== null && typeof withoutLeave !== 'boolean') return null;
    const text = typeof reason === 'string' ? reason.trim() : '';
    out.push(withoutLeave ? { memberId, reason: text, withoutLeave: true } : { memberId, reason: text });
  }
  return out;
}

/**
 * The attendance rules: nobody both present and absent, nobody recorded who was not expected, and
 * once the meeting is held (or submitted) everyone expected is either present or absent with a reason.
 */
export function attendanceProblems(a: Attendance, complete: boolean): Record<string, Message> {
  const errors: Record<string, Message> = {};
  const expected = new Set(a.expected);
  const absentIds = a.absent.map((x) => x.memberId);
  if (new Set(absentIds).size !== absentIds.length || new Set(a.present).size !== a.present.length)
    errors.absent = say('rule.attendance.twice');
  else if (a.present.some((id) => absentIds.includes(id))) errors.absent = say('rule.attendance.presentAndAbsent');
  else if ([...a.present, ...absentIds].some((id) => !expected.has(id)))
    errors.absent = say('rule.attendance.notExpected');
  else if (complete && a.present.length + absentIds.length !== expected.size)
    errors.absent = say('rule.attendance.sum');
  else if (complete && a.absent.some((x) => !x.reason)) errors.absent = say('rule.attendance.reason');
  if (complete && !expected.size) errors.expected = say('rule.attendance.chooseExpected');
  return errors;
}
