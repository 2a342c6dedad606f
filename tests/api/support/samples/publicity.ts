import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  article: {
    make: (ctx, n) => ({
      channel: 'announcement',
      title: `样例通知${n}`,
      orgId: ctx.orgId,
      targetOrgIds: [ctx.orgId],
      content: '<p>样例正文</p>',
    }),
    editable: 'author',
  },
  supervision: {
    make: (ctx, n) => ({
      subject: `样例检查${n}`,
      orgId: ctx.orgId,
      inspectedOn: '2026-11-01',
      inspectors: '检查组',
      findings: '样例问题',
      rectifyRequired: true,
      deadline: '2026-12-01',
    }),
    editable: 'inspectors',
    moves: { input: { rectifyReport: '已按要求整改' } },
  },
};
