import type { Sample } from './index';

/** The first seeded nomination: under a company's public notice, so objections may be lodged against it. */
export const SEEDED_NOTICE_NOMINATION = 1;

/** The commendations: a call sent from the fleet to the first branch, its quotas, nominations and objections. */
export const SAMPLES: Record<string, Sample> = {
  commendationCall: {
    make: (ctx, n) => ({
      title: `样例评优通知${n}`,
      year: 2026,
      orgId: ctx.parentId,
      deadline: '2026-12-31',
      targetOrgIds: [ctx.orgId],
      memberQuota: 5,
      workerQuota: 5,
      orgQuota: 5,
    }),
    editable: 'content',
  },
  commendationQuota: {
    // A quota given after issuing, to an organisation the call did not reach at first.
    make: (ctx) => ({ orgId: ctx.otherOrgId, memberQuota: 2, workerQuota: 1, orgQuota: 1 }),
    editable: 'remark',
    visibility: 'distributed',
    sent: { callId: 'commendationCall' },
  },
  commendationNomination: {
    make: (ctx) => ({
      kind: '1',
      orgId: ctx.orgId,
      memberId: ctx.memberId,
      deeds: '扎根一线，安全行车无事故，带头承担急难险重任务。',
    }),
    editable: 'deeds',
    sent: { callId: 'commendationCall' },
  },
  commendationObjection: {
    make: () => ({
      nominationId: SEEDED_NOTICE_NOMINATION,
      lodgedOn: '2026-11-26',
      channel: '1',
      content: '反映该同志的事迹材料有夸大之处，请核实。',
    }),
    editable: 'content',
  },
};
