import { asc, eq, sql } from 'drizzle-orm';
import type { Message } from '../../../src/contract/messages/message';
import { say } from '../../../src/contract/messages/message';
import {
  EXCELLENT_CAP_DEFAULT,
  EXCELLENT_CAP_MATTER,
  excellentAllowed,
  GRADE,
} from '../../../src/contract/resource/appraisal';
import { appraisalMembers, appraisalTallies } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { matterNumber } from '../../lib/matters';
import { resultRows } from '../../lib/sql-rows';

/** One member's line of a round, as stored. */
export interface RoundLine {
  memberId: number;
  name: string;
  orgId: number;
  selfAssessment: string | null;
  proposedGrade: string | null;
  reason: string | null;
  followUp: string | null;
  finalGrade: string | null;
  followUpDue: string | null;
  followUpDoneOn: string | null;
  version: number;
}

const m = appraisalMembers;

export async function roundLines(db: Db, appraisalId: number): Promise<RoundLine[]> {
  return db
    .select({
      memberId: m.memberId,
      name: m.memberName,
      orgId: m.orgId,
      selfAssessment: m.selfAssessment,
      proposedGrade: m.proposedGrade,
      reason: m.reason,
      followUp: m.followUp,
      finalGrade: m.finalGrade,
      followUpDue: m.followUpDue,
      followUpDoneOn: m.followUpDoneOn,
      version: m.version,
    })
    .from(m)
    .where(eq(m.appraisalId, appraisalId))
    .orderBy(asc(m.memberName), asc(m.memberId));
}

/** The ballots' running counts of a round: member -> grade -> ballots. */
export async function roundTallies(db: Db, appraisalId: number): Promise<Map<number, Record<string, number>>> {
  const rows = await db.select().from(appraisalTallies).where(eq(appraisalTallies.appraisalId, appraisalId));
  const out = new Map<number, Record<string, number>>();
  for (const r of rows) out.set(r.memberId, { ...out.get(r.memberId), [r.grade]: r.votes });
  return out;
}

/** How many have voted: the roll's size, nothing more. */
export async function ballotsCast(db: Db, appraisalId: number): Promise<number> {
  const [r] = resultRows<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM appraisal_voters WHERE appraisal_id = ${appraisalId}`),
  );
  return Number(r?.n ?? 0);
}

/** The cap of 优秀 in per cent, as the standard matter says at this call. */
export const excellentPercent = (db: Db): Promise<number> =>
  matterNumber(db, EXCELLENT_CAP_MATTER, EXCELLENT_CAP_DEFAULT);

/**
 * What is wrong with a round's proposed grades: more 优秀 than the cap allows, a 不合格 without its reason
 * or follow-up, and, when the round goes up for approval, a member left without a grade.
 */
export function proposalProblem(lines: RoundLine[], percent: number, complete: boolean): Message | null {
  const allowed = excellentAllowed(lines.length, percent);
  const excellent = lines.filter((l) => l.proposedGrade === GRADE.excellent).length;
  if (excellent > allowed) return say('appraisal.overCap', { percent, allowed, count: excellent });
  for (const l of lines) {
    if (l.proposedGrade !== GRADE.unqualified) continue;
    if (!l.reason?.trim()) return say('appraisal.reasonRequired');
    if (!l.followUp) return say('appraisal.followUpRequired');
  }
  const ungraded = lines.filter((l) => !l.proposedGrade).length;
  if (complete && ungraded) return say('appraisal.ungraded', { n: ungraded });
  return null;
}
