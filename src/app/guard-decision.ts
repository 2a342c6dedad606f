export { continueTarget } from '@/utils/continue-target';

/** The route guard's choices (vue-element-admin's src/permission.js), as a pure function. */
export const WHITE_LIST = ['/login', '/auth-redirect', '/article'];

/** Pages outside the layout that need no user info even with a token (single sign-on replaces the token). */
const NO_SESSION_NEEDED = ['/auth-redirect', '/article'];

export type GuardDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'portal'; wanted: string } | { kind: 'load' };

export interface GuardInput {
  path: string;
  fullPath: string;
  hasToken: boolean;
  hasRoles: boolean;
}

export function decideNavigation({ path, fullPath, hasToken, hasRoles }: GuardInput): GuardDecision {
  if (hasToken) {
    if (path === '/login') return { kind: 'redirect', to: '/' };
    if (NO_SESSION_NEEDED.includes(path)) return { kind: 'allow' };
    return hasRoles ? { kind: 'allow' } : { kind: 'load' };
  }
  if (WHITE_LIST.includes(path)) return { kind: 'allow' };
  return { kind: 'portal', wanted: fullPath };
}

/** Where the guard sends the user when loading the session failed. */
export function loadFailureTarget(path: string): string {
  return `/index?redirect=${path}`;
}

/** The address of the portal with the wanted path as a hash. */
export function portalAddress(portalUrl: string, wanted: string): string {
  return `${portalUrl}#${wanted}`;
}

/** The page title: route title plus product title. */
export function pageTitle(routeTitle: string | undefined, productTitle: string): string {
  return routeTitle ? `${routeTitle} - ${productTitle}` : productTitle;
}
