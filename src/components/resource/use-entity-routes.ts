import { useLocation } from 'react-router-dom';
import { routesAt, type EntityRoutes } from '@/contract/entity-routes';
import type { EntityDef } from '@/contract/resource';

/**
 * The entity's list and detail as the route shown places them (a star task's list opens the star task's
 * detail); none for an entity that only another screen shows, whose records open in a drawer.
 */
export function useEntityRoutes(entity: EntityDef): EntityRoutes | undefined {
  return routesAt(entity.name, useLocation().pathname);
}
