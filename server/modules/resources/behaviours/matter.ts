import { matterValueProblem } from '../../../../src/contract/resource/matter-rules';
import { conflict } from '../../../lib/errors';
import { KNOWN_MATTER_CODES } from '../../../db/seed/matters';
import type { Behaviour } from '../binding';
import { groupOwned } from './group-owned';
import { say } from '../../../../src/contract/messages/message';
import { POINTS_MATTER_CATEGORY } from '../../../../src/contract/points-rules';

/**
 * A meeting rule needs its type, period and times; a configured value (a points rule's too) must be one its area can use
 * (matter-rules.ts). The code is how the areas find a matter: it does not change, and the matters the
 * system reads are disabled (their default applies), never deleted.
 */
export const matterBehaviour: Behaviour = {
  async beforeSave(ctx, v) {
    await groupOwned.beforeSave!(ctx, v);
    const { before, errors } = ctx;
    if (before && v.code !== before.code && !errors.code) errors.code = say('matter.keepCode');
    if (v.category === 'meetingRule') {
      if (!v.meetingType && !errors.meetingType) errors.meetingType = say('matter.meetingTypeRequired');
      if (!v.period && !errors.period) errors.period = say('matter.periodRequired');
      if (!v.times && !errors.times) errors.times = say('matter.timesRequired');
      if (!(v.orgTypes as string[] | undefined)?.length && !errors.orgTypes)
        errors.orgTypes = say('matter.orgTypesRequired');
      v.value = null;
    } else if (v.category === 'config' || v.category === POINTS_MATTER_CATEGORY) {
      if (typeof v.value !== 'string' || !v.value.trim()) {
        if (!errors.value) errors.value = say('matter.valueRequired');
      } else if (!errors.value) {
        const problem = matterValueProblem(String(v.code), v.value);
        if (problem) errors.value = problem;
      }
      Object.assign(v, { meetingType: null, period: null, times: null, orgTypes: [], exemptOrgIds: [] });
    }
  },

  beforeDelete(_ctx, row) {
    if (KNOWN_MATTER_CODES.has(String(row.code))) throw conflict(say('matter.inUse'));
  },
};
