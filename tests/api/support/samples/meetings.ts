import type { MoveNeeds, Sample } from './index';

/** Submitted only once held, with its content and who came. */
const held: MoveNeeds = {
  record: (ctx) => ({
    heldAt: new Date(Date.now() - 86_400_000).toISOString(),
    content: '按议程进行',
    expected: [ctx.memberId],
    present: [ctx.memberId],
    absent: [],
  }),
};

/**
 * A summary is unique by organisation, year, period and number: each sample takes the next month of the
 * years 2000 to 2100 (1,212 before one comes round again; the seed's summaries are quarterly).
 */
let monthlySlots = 0;
function nextMonthlySlot() {
  const k = monthlySlots++ % (101 * 12);
  return { year: 2000 + (k % 101), period: '1', periodNo: 1 + Math.floor(k / 101) };
}

export const SAMPLES: Record<string, Sample> = {
  meeting: {
    make: (ctx, n) => ({
      orgId: ctx.orgId,
      type: '2',
      topic: `样例支委会${n}`,
      plannedAt: '2026-11-10T01:00:00.000Z',
      place: '车队会议室',
    }),
    editable: 'place',
    moves: held,
  },
  activity: {
    make: (ctx, n) => ({
      orgId: ctx.orgId,
      type: '1',
      theme: '样例主题',
      topic: `样例主题党日${n}`,
      plannedAt: '2026-11-15T01:00:00.000Z',
    }),
    editable: 'place',
    moves: held,
  },
  summaryReport: {
    make: (ctx, n) => ({ orgId: ctx.orgId, title: `样例总结${n}`, ...nextMonthlySlot(), content: '月度工作总结' }),
    editable: 'nextPlan',
  },
  highlight: {
    make: (ctx, n) => ({
      orgId: ctx.orgId,
      title: `样例亮点${n}`,
      kind: '1',
      happenedOn: '2026-05-01',
      summary: '便民服务',
    }),
    editable: 'content',
  },
};
