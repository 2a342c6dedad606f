import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  // A probation extended by hand: it changes neither the rolls nor the member's record when approved.
  membershipEvent: {
    make: (ctx, n) => ({
      memberId: ctx.memberId,
      kind: '3',
      effectiveOn: '2025-06-30',
      documentNo: `样例文号${n}`,
      reason: '预备期表现需进一步考察',
    }),
    editable: 'reason',
  },
};
