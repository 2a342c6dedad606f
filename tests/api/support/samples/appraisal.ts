import type { Sample } from './index';

/** A branch's round of democratic appraisal, with the member of the sample taking part. */
export const SAMPLES: Record<string, Sample> = {
  appraisal: {
    make: (ctx, n) => ({
      title: `样例民主评议${n}`,
      year: 2026,
      orgId: ctx.orgId,
      startsOn: '2026-12-01',
      endsOn: '2026-12-20',
      memberIds: [ctx.memberId],
    }),
    editable: 'description',
  },
};
