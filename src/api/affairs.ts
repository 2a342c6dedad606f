import { castVote, myVotes, voteResult } from '@/contract/calls/affairs';
import { call } from './call';

export type { MyVote, VoteStanding } from '@/contract/calls/affairs';

export const voteApi = {
  mine: () => call(myVotes, {}),
  cast: (voteId: number, choices: string[]) => call(castVote, { voteId, choices }),
  result: (voteId: number) => call(voteResult, { voteId }),
};
