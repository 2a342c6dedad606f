import type { Sample } from './index';

const ahead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const SAMPLES: Record<string, Sample> = {
  dataCall: {
    make: (ctx, n) => ({
      title: `样例数据报送${n}`,
      deadline: ahead(7),
      rowMode: 'many',
      // Below the sender, whose organisation the call takes: the caller's own when the sample is made at the top.
      targetOrgIds: [ctx.orgId === ctx.parentId ? ctx.otherOrgId : ctx.orgId],
      instructions: '按实际情况填报',
      columns: [
        { key: 'name', label: '名称', kind: 'text', required: true },
        { key: 'count', label: '人数', kind: 'number' },
      ],
    }),
    editable: 'instructions',
  },
  // Sending makes the replies; one made by hand answers a call that names its organisation.
  dataCallReply: {
    make: (ctx) => ({ orgId: ctx.orgId }),
    needs: { dataCallId: 'dataCall' },
    editable: 'remark',
    visibility: 'distributed',
  },
};
