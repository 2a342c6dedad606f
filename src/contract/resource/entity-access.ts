import type { EntityDef } from './types';

/** Every menu entry that opens some of an entity's records: holding none of them, a role reaches nothing. */
export function entityMenus(def: Pick<EntityDef, 'access'>): string[] {
  const byValue = Object.values(def.access.byValue?.menus ?? {}).flat();
  return [...new Set([...def.access.menus, ...byValue])];
}

/**
 * What a role holding the menu entries `held` reaches of an entity: every record (`all`), the records
 * whose split field holds one of `values`, or nothing.
 */
export type Reach = { all: true } | { all: false; field: string; values: string[] };

export function reachOf(def: Pick<EntityDef, 'access'>, held: ReadonlySet<string>): Reach {
  const { menus, byValue } = def.access;
  if (menus.some((m) => held.has(m))) return { all: true };
  const split = Object.entries(byValue?.menus ?? {});
  const values = split.filter(([, opening]) => opening.some((m) => held.has(m))).map(([value]) => value);
  // Holding an entry of every value is holding them all (a new record, not yet of any value, too).
  if (split.length && values.length === split.length) return { all: true };
  return { all: false, field: byValue?.field ?? '', values };
}

/** Whether a reach covers a record whose split field holds `value`. */
export const reachesValue = (reach: Reach, value: unknown): boolean =>
  reach.all || (value !== null && value !== undefined && reach.values.includes(String(value)));
