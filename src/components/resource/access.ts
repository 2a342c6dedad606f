import type { EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';

export interface EntityAccess {
  write: boolean;
  export: boolean;
}

/** Which buttons a user sees for an entity (none that write on a log); the server checks every call anyway. */
export function entityAccess(
  entity: Pick<EntityDef, 'privileges' | 'readOnly'>,
  privileges: readonly string[],
): EntityAccess {
  return {
    write: !entity.readOnly && privileges.includes(entity.privileges.write),
    export: entity.privileges.export !== undefined && privileges.includes(entity.privileges.export),
  };
}

export function useEntityAccess(entity: Pick<EntityDef, 'privileges' | 'readOnly'>): EntityAccess {
  const privileges = useAppSelector((s) => s.session.privileges);
  return entityAccess(entity, privileges ?? []);
}
