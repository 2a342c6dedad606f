import type { VoteOption, VoteResult } from '@/contract/resource/affairs-rules';
import { post } from './request';

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
export type VoteStanding = Partial<VoteResult> & {
  turnout: number;
  electorate: number;
  counts: Record<string, number> | null;
  closed: boolean;
  finalised: boolean;
};

export const voteApi = {
  mine: () => post<MyVote[]>('/api/vote/mine', {}).then((r) => r.data),
  cast: (voteId: number, choices: string[]) =>
    post<{ voted: boolean }>('/api/vote/cast', { voteId, choices }).then((r) => r.data),
  result: (voteId: number) => post<VoteStanding>('/api/vote/result', { voteId }, { silent: true }).then((r) => r.data),
};
