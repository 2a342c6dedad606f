/** Who may make a call. Every call states one; the reliability suite checks that. */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | { kind: 'privilege'; privilege: string }
  /** The role must hold the menu entry of a screen (and the privilege, when one is named). */
  | { kind: 'menu'; path: string; privilege?: string };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'session' };
export const needs = (privilege: string): Access => ({ kind: 'privilege', privilege });
export const screen = (path: string, privilege?: string): Access => ({ kind: 'menu', path, privilege });
