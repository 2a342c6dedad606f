import type { EntityDef } from '../resource/types';
import { entityMenus } from '../resource/entity-access';

/** Who may make a call. Every call states one; the reliability suite checks that. */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'privilege'; privilege: string }
  /** The role must hold the menu entry of a screen (and the privilege, when one is named). */
  | { kind: 'menu'; path: string; privilege?: string }
  /**
   * The records of an entity: the role must hold one of the menu entries that open some of them (and the
   * privilege, when one is named); which records it reaches is checked by the call.
   */
  | { kind: 'entity'; entity: string; menus: string[]; privilege?: string };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'session' };
export const needs = (privilege: string): Access => ({ kind: 'privilege', privilege });
export const screen = (path: string, privilege?: string): Access => ({ kind: 'menu', path, privilege });
/** The records of an entity, as its definition declares who may reach them (never where its screens live). */
export const entityCall = (def: Pick<EntityDef, 'name' | 'access'>, privilege?: string): Access => ({
  kind: 'entity',
  entity: def.name,
  menus: entityMenus(def),
  privilege,
});
