import type { EntityDef } from '@/contract/resource';
import { useAppSelector } from '@/store/hooks';

export interface EntityAccess {
  write: boolean;
  export: boolean;
}

/** Which buttons a user sees for an entity; the server checks every call anyway. */
export function entityAccess(entity: Pick<EntityDef, 'privileges'>, privileges: readonly string[]): EntityAccess {
  return {
    write: privileges.includes(entity.privileges.write),
    export: entity.privileges.export !== undefined && privileges.includes(entity.privileges.export),
  };
}

export function useEntityAccess(entity: Pick<EntityDef, 'privileges'>): EntityAccess {
  const privileges = useAppSelector((s) => s.session.privileges);
  return entityAccess(entity, privileges ?? []);
}
