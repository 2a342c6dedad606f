import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MyAppraisal } from '../../../src/contract/calls/appraisal';
import { castAppraisalBallot, myAppraisals, selfAssess } from '../../../src/contract/calls/appraisal';
import { say } from '../../../src/contract/messages/message';
import { APPRAISAL_STATE } from '../../../src/contract/resource/appraisal';
import { appraisalMembers, appraisals, appraisalVoters } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { bindCall } from '../../lib/call';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { resultRows } from '../../lib/sql-rows';

interface MineRow {
  id: number;
  title: string;
  year: number;
  state: string;
  org_name: string;
  starts_on: string | Date;
  ends_on: string | Date;
  self_assessment: string | null;
  version: number;
  final_grade: string | null;
  voted: boolean;
  peers: { memberId: number; name: string }[] | string | null;
}

const day = (v: string | Date) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

/** The rounds a member takes part in (opened ones: a draft has no lines yet), newest first. */
async function roundsOf(db: Db, memberId: number): Promise<MyAppraisal[]> {
  const rows = resultRows<MineRow>(
    await db.execute(sql`SELECT a.id, a.title, a.year, a.state, o.name AS org_name, a.starts_on, a.ends_on,
        l.self_assessment, l.version, l.final_grade,
        EXISTS (SELECT 1 FROM appraisal_voters v WHERE v.appraisal_id = a.id AND v.member_id = l.member_id) AS voted,
        (SELECT coalesce(jsonb_agg(jsonb_build_object('memberId', p.member_id, 'name', p.member_name) ORDER BY p.member_name, p.member_id), '[]'::jsonb)
          FROM appraisal_members p WHERE p.appraisal_id = a.id AND p.member_id <> l.member_id) AS peers
      FROM appraisal_members l
      JOIN appraisals a ON a.id = l.appraisal_id
      JOIN orgs o ON o.id = a.org_id
      WHERE l.member_id = ${memberId}
      ORDER BY a.year DESC, a.id DESC
      LIMIT 20`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    year: Number(r.year),
    state: r.state,
    orgName: r.org_name,
    startsOn: day(r.starts_on),
    endsOn: day(r.ends_on),
    selfAssessment: r.self_assessment,
    version: Number(r.version),
    voted: Boolean(r.voted),
    // The grade is the member's once the level above has approved it.
    finalGrade: r.state === APPRAISAL_STATE.approved ? r.final_grade : null,
    peers: (typeof r.peers === 'string' ? JSON.parse(r.peers) : (r.peers ?? [])) as MyAppraisal['peers'],
  }));
}

/** The round, shared with the other ballots in flight (a move of it waits for them), and that it is under way. */
async function openRound(db: Db, appraisalId: number) {
  const [round] = await db
    .select({ id: appraisals.id, state: appraisals.state })
    .from(appraisals)
    .where(eq(appraisals.id, appraisalId))
    .for('share');
  if (!round) throw notFound(say('appraisal.notFound'));
  return round;
}

async function lineOf(db: Db, appraisalId: number, memberId: number | null) {
  if (!memberId) return undefined;
  const [line] = await db
    .select({ version: appraisalMembers.version })
    .from(appraisalMembers)
    .where(and(eq(appraisalMembers.appraisalId, appraisalId), eq(appraisalMembers.memberId, memberId)));
  return line;
}

export function registerMyAppraisalCalls(app: FastifyInstance, services: Services): void {
  bindCall(app, services, myAppraisals, {
    handler: async ({ db, user }) => (user!.memberId ? roundsOf(db, user!.memberId) : []),
  });

  bindCall(app, services, selfAssess, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const round = await openRound(db, body.appraisalId);
      const line = await lineOf(db, round.id, u.memberId);
      if (!line) throw forbidden(say('appraisal.notTakingPart'));
      if (round.state !== APPRAISAL_STATE.open) throw badRequest(say('appraisal.notOpen'), 'appraisalId');
      const [saved] = await db
        .update(appraisalMembers)
        .set({ selfAssessment: body.text, version: sql`${appraisalMembers.version} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(appraisalMembers.appraisalId, round.id),
            eq(appraisalMembers.memberId, u.memberId!),
            eq(appraisalMembers.version, body.version),
          ),
        )
        .returning({ version: appraisalMembers.version });
      if (!saved) throw conflict(say('record.stale'));
      audit({ recordId: round.id, after: { memberId: u.memberId, selfAssessment: body.text } });
      return { version: saved.version };
    },
  });

  bindCall(app, services, castAppraisalBallot, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      const round = await openRound(db, body.appraisalId);
      if (!(await lineOf(db, round.id, u.memberId))) throw forbidden(say('appraisal.notTakingPart'));
      if (round.state !== APPRAISAL_STATE.open) throw badRequest(say('appraisal.notOpen'), 'appraisalId');
      const peers = (
        await db
          .select({ memberId: appraisalMembers.memberId, name: appraisalMembers.memberName })
          .from(appraisalMembers)
          .where(eq(appraisalMembers.appraisalId, round.id))
      ).filter((p) => p.memberId !== u.memberId);
      const given = new Map(body.grades.map((g) => [g.memberId, g.grade]));
      const stranger = [...given.keys()].find((id) => !peers.some((p) => p.memberId === id));
      if (stranger !== undefined) throw badRequest(say('appraisal.notAMember'), 'grades');
      if (given.size !== peers.length) throw badRequest(say('appraisal.gradeEveryPeer'), 'grades');
      // The roll first: a second ballot stops here, before anything is counted.
      const [roll] = await db
        .insert(appraisalVoters)
        .values({ appraisalId: round.id, memberId: u.memberId! })
        .onConflictDoNothing()
        .returning();
      if (!roll) throw conflict(say('appraisal.alreadyVoted'));
      // Then the running counts, in the order of the members (never of the ballot), one statement for all.
      const counted = [...given.entries()].sort(([a], [b]) => a - b);
      await db.execute(sql`INSERT INTO appraisal_tallies (appraisal_id, member_id, grade, votes)
        VALUES ${sql.join(
          counted.map(([memberId, grade]) => sql`(${round.id}, ${memberId}, ${grade}, 1)`),
          sql`, `,
        )}
        ON CONFLICT (appraisal_id, member_id, grade) DO UPDATE SET votes = appraisal_tallies.votes + 1`);
      // The log says who voted, never what was given.
      audit({ recordId: round.id });
      return { voted: true };
    },
  });
}
