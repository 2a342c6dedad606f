import { memberDevelopmentEntity } from './member-development';
import { memberTransferEntity } from './member-transfer';
import { memberEntity } from './member';
import { orgCommitteeEntity } from './org-committee';
import { orgTermEntity } from './org-term';
import { orgEntity } from './org';
import type { EntityDef } from './types';

export * from './types';
export * from './fields';
export * from './check';
export { TRANSFER_TRANSITIONS } from './member-transfer';

/** Every entity with generic calls and screens. A new entity is one definition added here. */
export const ENTITIES: EntityDef[] = [
  orgEntity,
  orgCommitteeEntity,
  orgTermEntity,
  memberEntity,
  memberDevelopmentEntity,
  memberTransferEntity,
];

export const ENTITY_BY_NAME: Record<string, EntityDef> = Object.fromEntries(ENTITIES.map((e) => [e.name, e]));

export { orgEntity, orgCommitteeEntity, orgTermEntity, memberEntity, memberDevelopmentEntity, memberTransferEntity };
