import type { Sample } from './index';

/** The registers of members in hardship (and their visits) and of members working away. */
export const SAMPLES: Record<string, Sample> = {
  memberHardship: {
    make: (ctx) => ({
      memberId: ctx.memberId,
      kind: '1',
      level: '2',
      since: '2026-03-01',
      cause: '本人患病住院，家庭收入减少',
      contact: '13800000000',
    }),
    editable: 'remark',
  },
  hardshipAid: {
    make: () => ({ visitedOn: '2026-06-25', visitors: '支部书记', form: '1', amount: '300.00', source: '2' }),
    editable: 'remark',
    needs: { hardshipId: 'memberHardship' },
  },
  memberAway: {
    make: (ctx, serial) => ({
      memberId: ctx.memberId,
      place: `深圳市${serial}`,
      employer: '深圳巴士集团',
      since: '2026-02-01',
      until: '2026-12-31',
      certificateNo: `LD${serial}`,
    }),
    editable: 'remark',
    // A fresh member each time: a member has one open record at a time.
    needs: { memberId: 'member' },
  },
};
