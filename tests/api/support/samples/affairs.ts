import type { Sample } from './index';

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const SAMPLES: Record<string, Sample> = {
  partyProject: {
    make: (ctx, n) => ({
      name: `${n}路党员示范线路`,
      kind: '2',
      orgId: ctx.orgId,
      state: '2',
      memberIds: [ctx.memberId],
      routeOrVehicle: `${n}路`,
    }),
    editable: 'goals',
  },
  workArrangement: {
    make: (ctx, n) => ({
      title: `样例工作安排${n}`,
      kind: '1',
      month: '2026-12',
      orgId: ctx.orgId,
      deadline: '2026-12-31',
      targetOrgIds: [ctx.orgId],
      content: '按要求完成',
    }),
    editable: 'remark',
  },
  // A notice registered by hand: issued receipts come only from the issue call.
  workArrangementReceipt: {
    make: (ctx, n) => ({
      orgId: ctx.orgId,
      title: `外来通知${n}`,
      issuerName: '市交通运输行业党委',
      deadline: '2026-12-20',
    }),
    editable: 'report',
  },
  vote: {
    make: (ctx, n) => ({
      title: `样例投票${n}`,
      kind: 'survey',
      orgId: ctx.orgId,
      opensAt: ahead(1),
      closesAt: ahead(3),
      minChoices: 1,
      maxChoices: 1,
      anonymous: true,
      voterOrgIds: [ctx.orgId],
      options: [
        { key: 'A', text: '同意' },
        { key: 'B', text: '不同意' },
      ],
    }),
    editable: 'description',
  },
  position: {
    make: (ctx, n) => ({
      name: `党员活动室${n}`,
      kind: '1',
      orgId: ctx.orgId,
      address: '北郊场站二号楼',
      area: 40,
      longitude: 113.6,
      latitude: 34.86,
    }),
    editable: 'facilities',
  },
};
