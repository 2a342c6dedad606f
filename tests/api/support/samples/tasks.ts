import type { Sample } from './index';

/** The first seeded task: issued by the group to the company committees, so any branch may get a late receipt of it. */
export const SEEDED_COMPANY_TASK = 1;

export const SAMPLES: Record<string, Sample> = {
  task: {
    make: (_ctx, n) => ({
      taskType: '1',
      title: `样例任务${n}`,
      requirements: '按要求完成',
      startOn: '2026-11-01',
      deadline: '2026-12-31',
    }),
    editable: 'requirements',
  },
  taskSubmission: {
    make: (ctx) => ({ taskId: SEEDED_COMPANY_TASK, orgId: ctx.orgId, progress: '已按要求完成' }),
    editable: 'progress',
    visibility: 'distributed',
    moves: { record: () => ({ progress: '已按要求完成' }), input: { score: 0 } },
  },
};
