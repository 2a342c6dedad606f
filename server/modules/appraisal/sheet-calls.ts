import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppraisalSheet } from '../../../src/contract/calls/appraisal';
import { appraisalSheet, closeFollowUp, proposeGrades } from '../../../src/contract/calls/appraisal';
import { say } from '../../../src/contract/messages/message';
import { excellentAllowed, GRADE, PROPOSING } from '../../../src/contract/resource/appraisal';
import { appraisalMembers, appraisals, orgs } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { bindCall } from '../../lib/call';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { groupDay } from '../../lib/group-zone';
import type { Services } from '../../lib/services';
import { inScope, type SessionUser } from '../../lib/session-user';
import { yearPointsOf } from '../points/index';
import { ballotsCast, excellentPercent, proposalProblem, roundLines, roundTallies } from './round';

export interface RoundRow {
  id: number;
  title: string;
  year: number;
  state: string;
  orgId: number;
  version: number;
  memberIds: number[];
}

const STALE = say('record.stale');

/** A round the caller's scope holds (else missing), locked for a write when asked. */
export async function reachedRound(db: Db, user: SessionUser, id: number, lock = false): Promise<RoundRow> {
  const q = db
    .select({
      id: appraisals.id,
      title: appraisals.title,
      year: appraisals.year,
      state: appraisals.state,
      orgId: appraisals.orgId,
      version: appraisals.version,
      memberIds: appraisals.memberIds,
      path: orgs.path,
    })
    .from(appraisals)
    .innerJoin(orgs, eq(orgs.id, appraisals.orgId))
    .where(eq(appraisals.id, id));
  const [row] = await (lock ? q.for('update', { of: appraisals }) : q);
  if (!row || !inScope(user, row.path)) throw notFound(say('appraisal.notFound'));
  return { ...row, year: Number(row.year), memberIds: (row.memberIds as number[] | null) ?? [] } as RoundRow;
}

/** The committee's sheet: every member with the ballots' tally, the year's points and the grades. */
export async function sheetOf(db: Db, round: RoundRow): Promise<AppraisalSheet> {
  const [lines, tallies, ballots, percent] = await Promise.all([
    roundLines(db, round.id),
    roundTallies(db, round.id),
    ballotsCast(db, round.id),
    excellentPercent(db),
  ]);
  const points = await yearPointsOf(
    db,
    round.year,
    lines.map((l) => l.memberId),
  );
  const electorate = lines.length || round.memberIds.length;
  return {
    id: round.id,
    title: round.title,
    year: round.year,
    state: round.state,
    orgId: round.orgId,
    version: round.version,
    excellentPercent: percent,
    excellentAllowed: excellentAllowed(electorate, percent),
    ballots,
    electorate,
    lines: lines.map((l) => ({
      memberId: l.memberId,
      name: l.name,
      selfAssessment: l.selfAssessment,
      tally: tallies.get(l.memberId) ?? {},
      points: points.get(l.memberId) ?? null,
      proposedGrade: l.proposedGrade,
      reason: l.reason,
      followUp: l.followUp,
      finalGrade: l.finalGrade,
      followUpDoneOn: l.followUpDoneOn,
      version: l.version,
    })),
  };
}

/** A round's new version: every write under it moves it on, so that two committee members never overwrite each other. */
async function bump(db: Db, user: SessionUser, round: RoundRow): Promise<RoundRow> {
  const [r] = await db
    .update(appraisals)
    .set({ version: sql`${appraisals.version} + 1`, updatedAt: new Date(), updatedBy: user.accountId } as never)
    .where(and(eq(appraisals.id, round.id), eq(appraisals.version, round.version)))
    .returning({ version: appraisals.version });
  if (!r) throw conflict(STALE);
  return { ...round, version: r.version };
}

export function registerSheetCalls(app: FastifyInstance, services: Services): void {
  bindCall(app, services, appraisalSheet, {
    handler: async ({ db, user, body }) => sheetOf(db, await reachedRound(db, user!, body.id)),
  });

  bindCall(app, services, proposeGrades, {
    handler: async ({ db, user, body, audit }) => {
      const round = await reachedRound(db, user!, body.id, true);
      if (round.version !== body.version) throw conflict(STALE);
      if (!PROPOSING.includes(round.state)) throw badRequest(say('appraisal.notProposing'), 'id');
      const lines = await roundLines(db, round.id);
      const byMember = new Map(lines.map((l) => [l.memberId, l]));
      for (const p of body.lines) {
        const line = byMember.get(p.memberId);
        if (!line) throw badRequest(say('appraisal.notAMember'), 'lines');
        const unqualified = p.grade === GRADE.unqualified;
        Object.assign(line, {
          proposedGrade: p.grade,
          reason: unqualified || p.grade === GRADE.basicallyQualified ? p.reason?.trim() || null : null,
          followUp: unqualified ? (p.followUp ?? null) : null,
        });
      }
      const problem = proposalProblem(lines, await excellentPercent(db), false);
      if (problem) throw badRequest(problem, 'lines');
      const before = body.lines.map((p) => ({ memberId: p.memberId, grade: byMember.get(p.memberId)?.proposedGrade }));
      for (const p of body.lines) {
        const line = byMember.get(p.memberId)!;
        await db
          .update(appraisalMembers)
          .set({
            proposedGrade: line.proposedGrade,
            reason: line.reason,
            followUp: line.followUp,
            version: sql`${appraisalMembers.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(appraisalMembers.appraisalId, round.id), eq(appraisalMembers.memberId, p.memberId)));
      }
      const moved = await bump(db, user!, round);
      audit({ recordId: round.id, after: { lines: body.lines }, before });
      return sheetOf(db, moved);
    },
  });

  bindCall(app, services, closeFollowUp, {
    handler: async ({ db, user, body, audit }) => {
      const round = await reachedRound(db, user!, body.id, true);
      if (round.version !== body.version) throw conflict(STALE);
      const [done] = await db
        .update(appraisalMembers)
        .set({ followUpDoneOn: groupDay(), version: sql`${appraisalMembers.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(appraisalMembers.appraisalId, round.id),
            eq(appraisalMembers.memberId, body.memberId),
            sql`${appraisalMembers.followUpDue} IS NOT NULL AND ${appraisalMembers.followUpDoneOn} IS NULL`,
          ),
        )
        .returning({ memberId: appraisalMembers.memberId });
      if (!done) throw badRequest(say('appraisal.noFollowUp'), 'memberId');
      const moved = await bump(db, user!, round);
      audit({ recordId: round.id, after: { memberId: body.memberId, followUpDone: true } });
      return sheetOf(db, moved);
    },
  });
}
