import { voteApi } from '@/api/affairs';
import { apiRead } from '../api-read';

/** The votes the caller may cast or has cast. */
export const myVotes = apiRead('vote/mine', () => voteApi.mine(), ['vote']);

/** Turnout and counts of a vote; the record's version keys the answer, so a vote moved on is read again. */
export const voteStanding = apiRead('vote/result', (voteId: number, _version?: unknown) => voteApi.result(voteId), [
  'vote',
]);
