import { matterValueProblem } from '../../../../src/contract/resource/matter-rules';
import { conflict } from '../../../lib/errors';
import { KNOWN_MATTER_CODES } from '../../../db/seed/matters';
import type { Behaviour } from '../binding';
import { groupOwned } from './group-owned';

/**
 * A meeting rule needs its type, period and times; a configured value must be one its area can use
 * (matter-rules.ts). The code is how the areas find a matter: it does not change, and the matters the
 * system reads are disabled (their default applies), never deleted.
 */
export const matterBehaviour: Behaviour = {
  async beforeSave(ctx, v) {
    await groupOwned.beforeSave!(ctx, v);
    const { before, errors } = ctx;
    if (before && v.code !== before.code && !errors.code) errors.code = '事项编码保存后不能修改';
    if (v.category === 'meetingRule') {
      if (!v.meetingType && !errors.meetingType) errors.meetingType = '会议频次规则须选择会议类型';
      if (!v.period && !errors.period) errors.period = '会议频次规则须选择周期';
      if (!v.times && !errors.times) errors.times = '会议频次规则须填写每周期次数';
      if (!(v.orgTypes as string[] | undefined)?.length && !errors.orgTypes)
        errors.orgTypes = '会议频次规则须选择适用组织类别';
      v.value = null;
    } else if (v.category === 'config') {
      if (typeof v.value !== 'string' || !v.value.trim()) {
        if (!errors.value) errors.value = '参数配置须填写参数值';
      } else if (!errors.value) {
        const problem = matterValueProblem(String(v.code), v.value);
        if (problem) errors.value = problem;
      }
      Object.assign(v, { meetingType: null, period: null, times: null, orgTypes: [], exemptOrgIds: [] });
    }
  },

  beforeDelete(_ctx, row) {
    if (KNOWN_MATTER_CODES.has(String(row.code)))
      throw conflict('系统使用的事项不能删除，可停用（停用后按默认值执行）');
  },
};
