import type { Sample } from './index';

export const SAMPLES: Record<string, Sample> = {
  meeting: { make: (ctx, n) => ({ orgId: ctx.orgId, type: '2', topic: `样例支委会${n}`, plannedAt: '2026-11-10T01:00:00.000Z', place: '车队会议室' }), editable: 'place' },
  activity: { make: (ctx, n) => ({ orgId: ctx.orgId, type: '1', theme: '样例主题', topic: `样例主题党日${n}`, plannedAt: '2026-11-15T01:00:00.000Z' }), editable: 'place' },
  summaryReport: { make: (ctx, n) => ({ orgId: ctx.orgId, title: `样例总结${n}`, year: 2000 + (n % 100), period: '4', periodNo: 1, content: '全年工作总结' }), editable: 'nextPlan' },
  highlight: { make: (ctx, n) => ({ orgId: ctx.orgId, title: `样例亮点${n}`, kind: '1', happenedOn: '2026-05-01', summary: '便民服务' }), editable: 'content' },
};
