import type { Behaviour } from './binding';

/** What only an area's entities do, by entity name: the area hands it over, the generic calls read it. */
export type AreaBehaviours = Readonly<Record<string, Behaviour>>;

const registered = new Map<string, Behaviour>();

/**
 * Hands areas' behaviours to the generic pieces. Runs before the generic calls are registered, since
 * some of them read a behaviour when they are made (an entity that answers its own get). Every server
 * built in one process registers the same objects again; a second, different behaviour is a mistake.
 */
export function registerBehaviours(...areas: AreaBehaviours[]): void {
  for (const area of areas) {
    for (const [entity, behaviour] of Object.entries(area)) {
      const earlier = registered.get(entity);
      if (earlier && earlier !== behaviour) throw new Error(`entity ${entity}: two behaviours registered`);
      registered.set(entity, behaviour);
    }
  }
}

/** An entity's registered behaviour; a missing one fails loudly rather than leave its rules unchecked. */
export function registeredBehaviour(entity: string): Behaviour {
  const behaviour = registered.get(entity);
  if (!behaviour) throw new Error(`entity ${entity}: its area has registered no behaviour`);
  return behaviour;
}

export const registeredEntities = (): string[] => [...registered.keys()];
