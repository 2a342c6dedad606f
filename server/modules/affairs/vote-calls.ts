import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { choicesProblem, resultOf, type VoteOption } from '../../../src/contract/resource/affairs-rules';
import { voteEntity } from '../../../src/contract/resource/vote';
import type { Db } from '../../db/client';
import { voteTallies, votes } from '../../db/schema/index';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import type { SessionUser } from '../../lib/session-user';
import { isClosed } from './behaviours/vote';
import { keepReceipt } from '../resources/audience-receipts';
import { isReached, rollSize } from '../resources/audience';
import { bindCall } from '../../lib/call';
import { castVote, myVotes as myVotesCall, voteResult, VOTING_SCREEN } from '../../../src/contract/calls/affairs';
import { columnsOf } from '../resources/scope-joins';
import { myVotes } from './my-votes';
import { say } from '../../../src/contract/messages/message';

export { VOTING_SCREEN };

type VoteRow = Record<string, unknown> & {
  id: number;
  kind: string;
  state: string;
  orgId: number;
  options: VoteOption[] | null;
  minChoices: number;
  maxChoices: number;
  anonymous: boolean;
  voterOrgIds: number[];
  voterMemberIds: number[];
  opensAt: string;
  closesAt: string;
  result: unknown;
};

async function loadVote(db: Db, id: number, lock = false): Promise<VoteRow> {
  const q = db
    .select()
    .from(votes)
    .where(eq(columnsOf(votes).id, id));
  const [row] = (await (lock ? q.for('share') : q)) as unknown as VoteRow[];
  if (!row) throw notFound(say('vote.notFound'));
  return row;
}

/** Staff whose scope holds the vote, or a voter: the two who may see its turnout and result. */
async function mayWatch(db: Db, user: SessionUser, v: VoteRow): Promise<boolean> {
  if (user.scopeOrgIds.includes(v.orgId) && v.state !== 'draft') return true;
  return v.state !== 'draft' && user.memberId !== null && (await isReached(db, voteEntity, v, user.memberId));
}

export function registerVoteCalls(app: FastifyInstance, services: Services): void {
  bindCall(app, services, myVotesCall, {
    handler: async ({ db, user }) => (user!.memberId ? myVotes(db, user!.memberId) : []),
  });

  bindCall(app, services, castVote, {
    handler: async ({ db, user, body, audit }) => {
      const u = user!;
      // Shares the row with other ballots; closing or finalising waits for the ballots in flight.
      const v = await loadVote(db, body.voteId, true);
      if (v.state === 'draft') throw notFound(say('vote.notFound'));
      if (!u.memberId || !(await isReached(db, voteEntity, v, u.memberId))) throw forbidden(say('vote.notAVoter'));
      const now = Date.now();
      if (now < Date.parse(v.opensAt)) throw badRequest(say('vote.notOpen'), 'voteId');
      if (isClosed(v, now)) throw badRequest(say('vote.closed'), 'voteId');
      const problem = choicesProblem(body.choices, v.options ?? [], v.minChoices, v.maxChoices);
      if (problem) throw badRequest(problem, 'choices');
      const roll = await keepReceipt(db, voteEntity, {
        voteId: v.id,
        memberId: u.memberId,
        choices: v.anonymous ? null : body.choices,
      });
      if (!roll) throw conflict(say('vote.alreadyVoted'));
      const first = JSON.stringify(Object.fromEntries(body.choices.map((k) => [k, 1])));
      const add = body.choices.length
        ? sql`vote_tallies.counts || jsonb_build_object(${sql.join(
            body.choices.map((k) => sql`${k}::text, coalesce((vote_tallies.counts ->> ${k}::text)::int, 0) + 1`),
            sql`, `,
          )})`
        : sql`vote_tallies.counts`;
      await db.execute(sql`INSERT INTO vote_tallies (vote_id, ballots, counts) VALUES (${v.id}, 1, ${first}::jsonb)
        ON CONFLICT (vote_id) DO UPDATE SET ballots = vote_tallies.ballots + 1, counts = ${add}`);
      // The log says who voted, never what was chosen.
      audit({ recordId: v.id });
      return { voted: true };
    },
  });

  bindCall(app, services, voteResult, {
    handler: async ({ db, user, body }) => {
      const v = await loadVote(db, body.voteId);
      if (!(await mayWatch(db, user!, v))) throw notFound(say('vote.notFound'));
      const [tally] = await db.select().from(voteTallies).where(eq(voteTallies.voteId, v.id));
      const turnout = tally?.ballots ?? 0;
      const closed = isClosed(v);
      const electorate = await rollSize(db, voteEntity, v);
      if (!closed) return { turnout, electorate, counts: null, closed, finalised: false };
      const live = resultOf(
        v.kind,
        v.options ?? [],
        v.maxChoices,
        electorate,
        turnout,
        (tally?.counts ?? {}) as Record<string, number>,
      );
      // A finalised result stands as it was taken, even if members have moved since.
      const result = v.state === 'finalised' && v.result ? (v.result as typeof live) : live;
      return { ...result, turnout, closed, finalised: v.state === 'finalised' };
    },
  });
}
