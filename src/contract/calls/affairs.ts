import { z } from 'zod';
import type { VoteOption, VoteResult } from '../resource/affairs-rules';
import { screen } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';

/** The screen whose menu entry ordinary members hold: they vote here and on their home. */
export const VOTING_SCREEN = '/partyAffairs/onlineVoting';

/** A vote the signed-in member may vote in (their own record decides, on the server). */
export interface MyVote {
  id: number;
  title: string;
  kind: string;
  description: string | null;
  options: VoteOption[];
  minChoices: number;
  maxChoices: number;
  anonymous: boolean;
  opensAt: string;
  closesAt: string;
  state: string;
  orgName: string;
  voted: boolean;
}

/** Before the close only the turnout; after it the counts (and the quorum of an election). */
export type VoteStanding = Partial<Omit<VoteResult, 'turnout' | 'electorate' | 'counts'>> & {
  turnout: number;
  electorate: number;
  counts: Record<string, number> | null;
  closed: boolean;
  finalised: boolean;
};

export const myVotes = declareCall({
  url: '/api/vote/mine',
  payload: z.object({}).loose(),
  answer: answer<MyVote[]>(),
  access: screen(VOTING_SCREEN),
});

export const castVote = declareCall({
  url: '/api/vote/cast',
  payload: z.object({ voteId: rowId, choices: z.array(z.string().max(20)).max(50) }),
  answer: answer<{ voted: boolean }>(),
  access: screen(VOTING_SCREEN),
  write: { action: 'cast', resource: 'vote' },
});

export const voteResult = declareCall({
  url: '/api/vote/result',
  payload: z.object({ voteId: rowId }),
  answer: answer<VoteStanding>(),
  access: screen(VOTING_SCREEN),
  silent: true,
});
