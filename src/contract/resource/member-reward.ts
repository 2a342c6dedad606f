import { PRIVILEGES } from '../privileges';
import { f, L } from './fields';
import { rewardFields } from './reward-fields';
import type { EntityDef } from './types';

/** A member's reward or penalty (membersReward, partyMemberDetail); the member's branch owns it. */
export const memberRewardEntity: EntityDef = {
  name: 'memberReward',
  label: L(['党员奖惩', 'Member rewards and penalties', 'Premios y sanciones de miembros']),
  owner: ['orgId'],
  defaultSort: { field: 'grantedOn', order: 'desc' },
  titleField: 'title',
  privileges: { write: PRIVILEGES.rewardWrite, export: PRIVILEGES.export },
  access: { menus: ['/rewardManagement/membersReward'] },
  accessories: true,
  table: { name: 'member_rewards', unique: [['nominationId']] },
  fields: [
    f.ref('memberId', ['党员', 'Member', 'Miembro'], 'member', { required: true, list: true, filter: 'eq' }),
    f.org('orgId', ['所在支部', 'Branch', 'Célula'], { derived: true, list: true, filter: 'subtree' }),
    f.dict('penaltyKind', ['处分种类', 'Penalty', 'Sanción'], 'penaltyKind', { list: true, filter: 'eq' }),
    ...rewardFields(),
  ],
};
