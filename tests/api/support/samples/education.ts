import type { Sample } from './index';

const inAMonth = () => new Date(Date.now() + 30 * 86400_000).toISOString();

export const SAMPLES: Record<string, Sample> = {
  eduProgram: {
    make: (ctx, n) => ({
      channel: 'mwarningedu',
      title: `样例专题${n}`,
      targetOrgIds: [ctx.orgId],
      openFrom: '2026-01-01',
      openTo: '2026-12-31',
      requiredMinutes: 10,
      orgId: ctx.orgId,
    }),
    editable: 'description',
  },
  eduContent: {
    make: (_ctx, n) => ({ title: `样例内容${n}`, kind: 'article', sort: n, minutes: 5, body: '<p>正文</p>' }),
    editable: 'title',
    needs: { programId: 'eduProgram' },
  },
  question: {
    make: (ctx, n) => ({
      kind: 'single',
      stem: `样例试题${n}`,
      options: [
        { key: 'A', text: '甲' },
        { key: 'B', text: '乙' },
      ],
      answer: ['A'],
      difficulty: 2,
      orgId: ctx.orgId,
    }),
    editable: 'analysis',
  },
  exam: {
    make: (ctx, n) => ({
      title: `样例考试${n}`,
      targetOrgIds: [ctx.orgId],
      opensAt: new Date().toISOString(),
      closesAt: inAMonth(),
      durationMinutes: 30,
      passMark: 5,
      paperMode: 'rule',
      rules: [{ kind: 'single', count: 1, points: 10 }],
      orgId: ctx.orgId,
    }),
    editable: 'notice',
    // Published only when the bank holds what its rule draws.
    moves: { first: ['question'] },
  },
};
