import { and, eq, sql } from 'drizzle-orm';
import { idBirthDate, idSex } from '../../../../src/contract/validators';
import { memberDevelopment, members } from '../../../db/schema/index';
import { conflict, type FieldProblems } from '../../../lib/errors';
import { dropCausedEvent, recordCausedEvent } from '../../../lib/membership-history';
import { EVENT_KIND, EVENT_SOURCE } from '../../../../src/contract/resource/membership-event';
import type { Behaviour, Row } from '../binding';
import type { Db } from '../../../db/client';
import type { SessionUser } from '../../../lib/session-user';
import { addMonths, addYears, todayIso } from '../../../../src/contract/iso-dates';
import { ruleWarning } from '../../../../src/contract/rule-warnings';
import { nextDue } from '../../../../src/contract/resource/development-rules';
import type { Message } from '../../../../src/contract/messages/message';
import { say } from '../../../../src/contract/messages/message';
import { blindIndex, sealRow } from '../../../lib/sensitive';
import { memberEntity } from '../../../../src/contract/resource/member';

type V = Record<string, unknown>;
const s = (v: unknown) => (typeof v === 'string' ? v : null);

/** Hard rules: dates a stage needs, their order, and the statutory minimums. */
export function stageErrors(v: V): FieldProblems {
  const e: FieldProblems = {};
  const stage = Number(v.stage);
  const need: [number, string, Message][] = [
    [2, 'activistOn', say('development.step.activist')],
    [3, 'targetOn', say('development.step.candidate')],
    [4, 'probationOn', say('development.step.probation')],
    [5, 'fullOn', say('development.step.full')],
  ];
  for (const [from, field, what] of need)
    if (stage >= from && !v[field]) e[field] = say('development.stageDateRequired', { step: what });
  const order = ['appliedOn', 'activistOn', 'targetOn', 'probationOn', 'fullOn'];
  for (let i = 1; i < order.length; i++) {
    const prev = order
      .slice(0, i)
      .map((k) => s(v[k]))
      .filter(Boolean)
      .pop();
    const cur = s(v[order[i]]);
    if (cur && prev && cur < prev) e[order[i]] ??= say('development.beforePreviousStage');
  }
  const activist = s(v.activistOn),
    target = s(v.targetOn),
    probation = s(v.probationOn),
    full = s(v.fullOn);
  if (activist && target && target < addYears(activist, 1)) e.targetOn ??= say('development.activistYear');
  if (stage >= 4) {
    if (Number(v.trainingHours ?? 0) < 24) e.trainingHours ??= say('development.training');
    const review = s(v.politicalReviewOn);
    if (!review) e.politicalReviewOn ??= say('development.reviewRequired');
    else if (probation && (review > probation || addYears(review, 1) < probation))
      e.politicalReviewOn ??= say('development.reviewWindow');
  }
  const ext = Number(v.extendedMonths ?? 0);
  if (ext !== 0 && (ext < 6 || ext > 12)) e.extendedMonths = say('development.extension');
  if (probation && full && full < addMonths(probation, 12 + ext))
    e.fullOn ??= say('development.probationYear', { extra: ext ? say('development.extendedBy', { months: ext }) : '' });
  return e;
}

/** Soft rules shown as warnings: what is due, and what is late. */
export function stageWarnings(v: V, today = todayIso()): Message[] {
  const w: Message[] = [];
  const applied = s(v.appliedOn),
    talked = s(v.talkedOn),
    probation = s(v.probationOn),
    approved = s(v.approvedOn);
  const stage = Number(v.stage);
  if (applied && !talked && today > addMonths(applied, 1)) w.push(ruleWarning('talkWithinMonth'));
  if (applied && talked && talked > addMonths(applied, 1)) w.push(ruleWarning('talkedLate'));
  if (probation && !approved && stage >= 4) {
    if (today > addMonths(probation, 6)) w.push(ruleWarning('approvalOverdue'));
    else if (today > addMonths(probation, 3)) w.push(ruleWarning('approvalDue'));
  }
  const ext = Number(v.extendedMonths ?? 0);
  if (stage === 4 && probation && today >= addMonths(probation, 12 + ext)) w.push(ruleWarning('probationOver'));
  return w;
}

/**
 * The membership history follows the case: admitted on the branch vote, full on the full-member date, the
 * probation extended when months were added (effective when the first year would have ended).
 */
async function recordStanding(ctx: { db: Db; user: SessionUser }, row: Row, memberId: number): Promise<void> {
  const { db, user } = ctx;
  const base = {
    memberId,
    memberName: row.name as string,
    orgId: row.orgId as number,
    source: EVENT_SOURCE.development,
    sourceId: row.id,
  };
  const probation = row.probationOn as string;
  await recordCausedEvent(db, user.accountId, { ...base, kind: EVENT_KIND.admitted, effectiveOn: probation });
  const extended = Number(row.extendedMonths ?? 0) > 0;
  if (extended)
    await recordCausedEvent(db, user.accountId, {
      ...base,
      kind: EVENT_KIND.probationExtended,
      effectiveOn: addMonths(probation, 12),
    });
  else await dropCausedEvent(db, EVENT_SOURCE.development, row.id, EVENT_KIND.probationExtended);
  if (Number(row.stage) === 5 && typeof row.fullOn === 'string')
    await recordCausedEvent(db, user.accountId, { ...base, kind: EVENT_KIND.fullMember, effectiveOn: row.fullOn });
  else await dropCausedEvent(db, EVENT_SOURCE.development, row.id, EVENT_KIND.fullMember);
}

export const memberDevelopmentBehaviour: Behaviour = {
  beforeSave({ errors }, v) {
    for (const [k, msg] of Object.entries(stageErrors(v))) errors[k] ??= msg;
    v.nextDueOn = errors.appliedOn ? null : nextDue(v);
  },

  /** From the branch vote on the applicant is a member: the member record follows the case. */
  async afterSave({ db, user }, row) {
    const stage = Number(row.stage);
    if (stage < 4) return;
    const memberType = stage === 5 ? '2' : '1';
    const values = {
      orgId: row.orgId as number,
      name: row.name as string,
      idNumber: row.idNumber as string,
      phone: (row.phone as string) ?? null,
      post: (row.post as string) ?? null,
      sex: idSex(row.idNumber as string) || null,
      birthDate: idBirthDate(row.idNumber as string) || null,
      memberType,
      joinedOn: row.probationOn as string,
      fullOn: stage === 5 ? (row.fullOn as string) : null,
      updatedBy: user.accountId,
      updatedAt: new Date(),
    };
    let memberId = row.memberId as number | null;
    if (!memberId) {
      const [existing] = await db
        .select({ id: members.id, orgId: members.orgId })
        .from(members)
        .where(eq(members.idNumberBidx, blindIndex(values.idNumber)));
      if (existing && existing.orgId !== values.orgId) throw conflict(say('development.registeredElsewhere'));
      memberId = existing?.id ?? null;
    }
    if (memberId) {
      await db
        .update(members)
        .set({ ...sealRow(memberEntity, values), version: sql`${members.version} + 1` })
        .where(eq(members.id, memberId));
    } else {
      const [m] = await db
        .insert(members)
        .values({ ...sealRow(memberEntity, values), status: '1', createdBy: user.accountId } as never)
        .returning({ id: members.id });
      memberId = m.id;
    }
    if (memberId !== row.memberId) {
      await db
        .update(memberDevelopment)
        .set({ memberId })
        .where(and(eq(memberDevelopment.id, row.id)));
      row.memberId = memberId;
    }
    await recordStanding({ db, user }, row, memberId);
  },

  decorate(_db, records) {
    for (const r of records) r.warnings = stageWarnings(r);
  },
};
