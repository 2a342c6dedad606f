import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  recordCorrection: {
    make: (ctx, n) => ({
      orgId: ctx.orgId,
      memberId: ctx.memberId,
      field: `手机号码${n}`,
      proposed: '13800000000',
      reason: '号码已更换',
    }),
    editable: 'reason',
    moves: { input: { opinion: '已核实并更正' } },
  },
};
