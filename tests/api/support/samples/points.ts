import type { Sample } from './index';

/** A branch's entry of member points. */
export const SAMPLES: Record<string, Sample> = {
  pointsEntry: {
    make: (ctx, n) => ({ memberId: ctx.memberId, awardedOn: '2026-03-01', points: 3, reason: `拾金不昧${n}` }),
    editable: 'reason',
  },
};
