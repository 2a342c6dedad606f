import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { rewardFields } from './reward-fields';
import type { EntityDef } from './types';

/** An organisation's reward or penalty (branchReward, partyBranchDetail). */
export const orgRewardEntity: EntityDef = {
  name: 'orgReward',
  label: L(['支部奖惩', 'Branch rewards and penalties', 'Premios y sanciones de células']),
  owner: ['orgId'],
  defaultSort: { field: 'grantedOn', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: ['/rewardManagement/branchReward'] },
  accessories: true,
  table: { name: 'org_rewards', unique: [['nominationId']] },
  fields: [
    f.org('orgId', ['党组织', 'Organisation', 'Organización'], { required: true, list: true, filter: 'subtree' }),
    ...rewardFields(),
  ],
};
