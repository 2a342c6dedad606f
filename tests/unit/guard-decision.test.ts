import { describe, expect, it } from 'vitest';
import {
  continueTarget,
  decideNavigation,
  loadFailureTarget,
  pageTitle,
  portalAddress,
  WHITE_LIST,
} from '@/app/guard-decision';

const decide = (path: string, hasToken: boolean, hasRoles = false, fullPath = path) =>
  decideNavigation({ path, fullPath, hasToken, hasRoles });

describe('route guard decisions', () => {
  it('lets /login, /auth-redirect and /article through without a token', () => {
    expect(WHITE_LIST).toEqual(['/login', '/auth-redirect', '/article']);
    for (const path of WHITE_LIST) expect(decide(path, false)).toEqual({ kind: 'allow' });
  });

  it('sends a visitor without a token to the portal with the wanted path and query', () => {
    expect(decide('/organizational/managepartyorg', false, false, '/organizational/managepartyorg?id=3')).toEqual({
      kind: 'portal',
      wanted: '/organizational/managepartyorg?id=3',
    });
    expect(decide('/404', false)).toEqual({ kind: 'portal', wanted: '/404' });
  });

  it('redirects a signed-in user away from /login to /', () => {
    expect(decide('/login', true, true)).toEqual({ kind: 'redirect', to: '/' });
    expect(decide('/login', true, false)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads user info, menu and dictionary when a token has no roles yet, then allows', () => {
    expect(decide('/dashboard', true, false)).toEqual({ kind: 'load' });
    expect(decide('/dashboard', true, true)).toEqual({ kind: 'allow' });
  });

  it('lets single sign-on and articles through with a token without loading the session', () => {
    expect(decide('/auth-redirect', true, false)).toEqual({ kind: 'allow' });
    expect(decide('/article', true, false)).toEqual({ kind: 'allow' });
  });

  it('sends a failed load to /index?redirect={path}', () => {
    expect(loadFailureTarget('/feeManagement/feeIncome')).toBe('/index?redirect=/feeManagement/feeIncome');
  });

  it('builds the portal address with the wanted path as a hash', () => {
    expect(portalAddress('/login', '/deployment/dw_task_year')).toBe('/login#/deployment/dw_task_year');
    expect(portalAddress('https://portal.example.com/', '/x')).toBe('https://portal.example.com/#/x');
  });

  it('continues after sign-in to the query redirect, the hash path, or /', () => {
    expect(continueTarget('?redirect=/feeManagement/feePay', '')).toBe('/feeManagement/feePay');
    expect(continueTarget('', '#/deployment/dw_task_com?x=1')).toBe('/deployment/dw_task_com?x=1');
    expect(continueTarget('', '#/index?redirect=/educational/exammgt')).toBe('/educational/exammgt');
    expect(continueTarget('', '')).toBe('/');
  });

  it('never continues to another site or back to /login', () => {
    expect(continueTarget('?redirect=https://evil.example.com', '')).toBe('/');
    expect(continueTarget('?redirect=//evil.example.com', '')).toBe('/');
    expect(continueTarget('?redirect=/login', '')).toBe('/');
  });

  it('titles the page with the route title and the product title', () => {
    expect(pageTitle('党费收缴', '公交客运集团党建管理系统')).toBe('党费收缴 - 公交客运集团党建管理系统');
    expect(pageTitle('', '公交客运集团党建管理系统')).toBe('公交客运集团党建管理系统');
  });
});
