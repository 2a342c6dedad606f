import { meetingsApi } from '@/api/meetings';
import { apiRead } from '../api-read';

/** Meetings and activities shared for the group to learn from, a page at a time. */
export const sharedMeetings = apiRead(
  'meeting/shared',
  (query: Parameters<typeof meetingsApi.shared>[0]) => meetingsApi.shared(query),
  ['meeting', 'activity'],
);

/** The meetings the caller missed on shift and still has to study. */
export const myMakeUps = apiRead('meeting/myMakeUps', () => meetingsApi.myMakeUps(), ['meeting']);
