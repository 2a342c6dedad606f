import { voteApi } from '@/api/affairs';
import { apiRead } from '../api-read';

/** The votes the caller may cast or has cast. */
export const myVotes = apiRead('vote/mine', () => voteApi.mine(), ['vote']);
