import { keepLatestAppraisal } from '../../../lib/latest-appraisal';
import { and, eq, sql } from 'drizzle-orm';
import { DICTIONARY_WORDS } from '../../../../src/contract/dictionary-words';
import { say, wordingIn } from '../../../../src/contract/messages/message';
import { FOLLOW_UP, GRADE } from '../../../../src/contract/resource/appraisal';
import { EVENT_KIND, EVENT_SOURCE } from '../../../../src/contract/resource/membership-event';
import { appraisalMembers, membershipEvents } from '../../../db/schema/index';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/errors';
import { groupDay } from '../../../lib/group-zone';
import { resultRows } from '../../../lib/sql-rows';
import type { Behaviour, Row } from '../../resources/binding';
import { excellentPercent, proposalProblem, roundLines } from '../round';

const ids = (v: unknown): number[] => (Array.isArray(v) ? [...new Set(v as number[])] : []);
const days = (from: string, n: number) => {
  const d = new Date(`${from}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** How long each follow-up of a 不合格 has before it is due: a correction is given three months. */
const FOLLOW_UP_DAYS: Record<string, number> = {
  [FOLLOW_UP.correct]: 90,
  [FOLLOW_UP.persuadeToLeave]: 30,
  [FOLLOW_UP.remove]: 30,
};
const gradeZh = (grade: string) => DICTIONARY_WORDS.appraisalGrade.find(([v]) => v === grade)?.[1] ?? grade;

/** The members named, with their names and organisations, those of the branch's subtree only. */
async function membersOfBranch(db: Db, orgId: number, memberIds: number[]) {
  if (!memberIds.length) return [];
  return resultRows<{ id: number; name: string; org_id: number }>(
    await db.execute(sql`SELECT m.id, m.name, m.org_id FROM members m JOIN orgs mo ON mo.id = m.org_id
      JOIN orgs b ON b.id = ${orgId}
      WHERE m.id IN (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )}) AND mo.path LIKE b.path || '%'`),
  );
}

/** Opening a round gives each member taking part their line, where the self-assessment and the grades go. */
async function openLines(db: Db, row: Row) {
  const found = await membersOfBranch(db, row.orgId as number, ids(row.memberIds));
  if (!found.length) throw badRequest(say('appraisal.noMembers'), 'memberIds');
  await db
    .insert(appraisalMembers)
    .values(
      found.map((m) => ({ appraisalId: row.id, memberId: Number(m.id), orgId: Number(m.org_id), memberName: m.name })),
    )
    .onConflictDoNothing();
}

/**
 * Approval by the level above: each proposed grade becomes the member's, on their record (which keeps its
 * latest approved grade) and in their membership history; a 不合格 starts its follow-up, a to-do of the branch.
 */
async function approveRound(db: Db, accountId: number, row: Row) {
  const today = groupDay();
  const year = Number(row.year);
  const lines = await roundLines(db, row.id);
  const zh = wordingIn('zh');
  for (const l of lines) {
    const grade = l.proposedGrade!;
    await db
      .update(appraisalMembers)
      .set({
        finalGrade: grade,
        followUpDue: grade === GRADE.unqualified ? days(today, FOLLOW_UP_DAYS[l.followUp ?? ''] ?? 30) : null,
        version: sql`${appraisalMembers.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(appraisalMembers.appraisalId, row.id), eq(appraisalMembers.memberId, l.memberId)));
    await db.insert(membershipEvents).values({
      memberId: l.memberId,
      memberName: l.name,
      kind: EVENT_KIND.appraised,
      effectiveOn: today,
      orgId: l.orgId,
      reason: zh('appraisal.historyReason', { year, grade: gradeZh(grade) }),
      source: EVENT_SOURCE.appraisal,
      sourceId: row.id,
      state: 'approved',
      createdBy: accountId,
      updatedBy: accountId,
    } as never);
  }
  await keepLatestAppraisal(
    db,
    lines.map((l) => l.memberId),
  );
}

/** The round's members within its branch, its dates in order, its meeting one of the branch's; the moves' rules. */
export const appraisalBehaviour: Behaviour = {
  async beforeSave({ db, before, errors }, v) {
    const orgId = (v.orgId ?? before?.orgId) as number | undefined;
    const memberIds = ids(v.memberIds ?? before?.memberIds);
    v.memberCount = memberIds.length;
    if (typeof orgId === 'number' && memberIds.length && !errors.memberIds) {
      const found = await membersOfBranch(db, orgId, memberIds);
      if (found.length !== memberIds.length) errors.memberIds = say('appraisal.membersOutside');
    }
    if (!memberIds.length && !errors.memberIds) errors.memberIds = say('appraisal.noMembers');
    const startsOn = String(v.startsOn ?? before?.startsOn ?? '');
    const endsOn = String(v.endsOn ?? before?.endsOn ?? '');
    if (startsOn && endsOn && endsOn < startsOn && !errors.endsOn) errors.endsOn = say('appraisal.endsBeforeStart');
    const meetingId = v.meetingId ?? before?.meetingId;
    if (typeof meetingId === 'number' && typeof orgId === 'number' && !errors.meetingId) {
      const r =
        await db.execute(sql`SELECT 1 FROM meetings mt JOIN orgs mo ON mo.id = mt.org_id JOIN orgs b ON b.id = ${orgId}
        WHERE mt.id = ${meetingId} AND mo.path LIKE b.path || '%'`);
      if (!resultRows(r).length) errors.meetingId = say('appraisal.meetingOutside');
    }
  },

  // Up for approval only with every member graded, within the cap, each 不合格 with its reason and follow-up.
  async onTransition({ db, before }, { move }) {
    if (move.action !== 'submit' || !before) return;
    const problem = proposalProblem(await roundLines(db, before.id), await excellentPercent(db), true);
    if (problem) throw badRequest(problem, 'lines');
  },

  async afterTransition({ db, user }, { move, row }) {
    if (move.action === 'open') await openLines(db, row);
    if (move.action === 'approve') await approveRound(db, user.accountId, row);
  },
};
