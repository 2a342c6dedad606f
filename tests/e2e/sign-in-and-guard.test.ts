import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AES_IV, DEFAULT_AES_KEY, encryptText } from '@/contract';
import { newPage } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { enterFactorCode, pathOf, signIn, signedIn, submitSignIn, tokenOf } from './support/session';

const suite = serverAndBrowser();

/**
 * Waits for the title the guard gives a page it lets through. Behind the sign-in that is the moment the
 * session (user info, menu, dictionary) has loaded, which comes after the address changed.
 */
const titled = (page: Page, title: string) =>
  expect.poll(() => page.title(), { timeout: 15_000 }).toBe(`${title} - 公交客运集团党建管理系统`);
/** An address on a path, whatever its hash: the portal's address carries the wanted path in its hash. */
const onPath = (path: string) => (url: URL) => url.pathname === path;
const ANNOUNCEMENTS = '/Informationpublicity/announcement';
const KEYS = { key: DEFAULT_AES_KEY, iv: DEFAULT_AES_IV };
/** The envelope this server answers an internal error with. */
const serverError = encryptText(
  JSON.stringify({ error_code: 500, error_msg: '服务器内部错误，请稍后再试', data: null }),
  KEYS,
);

describe('sign-in page', () => {
  it('signs in through the page and lands on the dashboard with real figures', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/login`);
    await titled(page, 'Sign in');
    await signIn(page, suite.server.baseUrl, 'orgdept1');
    await page.waitForURL('**/dashboard');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    expect(await page.getByText('Party members').count()).toBe(1);
    expect(await page.title()).toBe('Dashboard - 公交客运集团党建管理系统');
    expect(await tokenOf(context)).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what is wrong with a bad password and shows a fresh captcha', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/login`);
    const image = page.getByAltText('Verification code image, click to refresh');
    await image.waitFor();
    const before = await image.getAttribute('src');
    await signIn(page, suite.server.baseUrl, 'secretary2', 'Wrong#Pass1');
    const failure = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await failure.waitFor();
    // The server words the refusal in the language of the English browser.
    expect(await failure.textContent()).toBe('Wrong account or password');
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await page.getByLabel('Verification code', { exact: true }).inputValue()).toBe('');
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('continues to the wanted path after the portal sent the user to sign in', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/feeManagement/feePay`);
    await page.waitForURL('**/login#/feeManagement/feePay');
    await submitSignIn(page, 'admin');
    await enterFactorCode(page, suite.server.baseUrl, 'admin');
    // By path: a glob also matches the sign-in page's own address, /login#/feeManagement/feePay.
    await page.waitForURL(onPath('/feeManagement/feePay'));
    await titled(page, 'Dues spent');
    await context.close();
  });
});

describe('route guard', () => {
  it('lets /login, /auth-redirect and /article through without a token and sends everything else to the portal', async () => {
    const { page, context } = await newPage(suite.browser);
    for (const path of ['/dashboard', '/organizational/managepartyorg', '/404', '/401', '/no/such/page']) {
      await page.goto(`${suite.server.baseUrl}${path}`);
      await page.waitForURL(`**/login#${path}`);
      expect(pathOf(page)).toBe(`/login#${path}`);
    }
    await page.goto(`${suite.server.baseUrl}/auth-redirect`);
    await page.getByText('The sign-on link carries no token.').waitFor();
    expect(pathOf(page)).toBe('/auth-redirect');
    await context.close();
  });

  it('sends a signed-in user from /login to /, / to the dashboard, and unknown paths to /404', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    await page.goto(`${suite.server.baseUrl}/login`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${suite.server.baseUrl}/`);
    await page.waitForURL('**/dashboard');
    await page.goto(`${suite.server.baseUrl}/no/such/page`);
    await page.waitForURL('**/404');
    await page.getByText('The page you are looking for does not exist.').waitFor();
    await page.goto(`${suite.server.baseUrl}/401`);
    await page.getByText('You have no permission to open this page.').waitFor();
    await page.goto(`${suite.server.baseUrl}/organizational`);
    await page.waitForURL('**/organizational/managepartyorg');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('clears a token the server no longer knows and returns to the portal', async () => {
    const { page, context } = await newPage(suite.browser);
    await context.addCookies([{ name: 'Admin-Token', value: 'revoked-or-made-up', url: suite.server.baseUrl }]);
    await page.goto(`${suite.server.baseUrl}/feeManagement/feeIncome`);
    await page.waitForURL(/\/login/);
    await expect.poll(() => tokenOf(context)).toBeUndefined();
    await context.close();
  });
});

describe('single sign-on and public pages', () => {
  it('keeps the token of /auth-redirect, wipes it from the address bar, continues to the path, and keeps it until the server refuses it', async () => {
    const first = await signedIn(suite, 'company1');
    const token = (await tokenOf(first.context))!;
    await first.context.close();

    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(
      `${suite.server.baseUrl}/auth-redirect#token=${encodeURIComponent(token)}&redirect=${ANNOUNCEMENTS}`,
    );
    // The address changes before the session loads: the title says when the screen is there.
    await page.waitForURL(onPath(ANNOUNCEMENTS));
    expect(page.url()).not.toContain(token);
    await titled(page, 'Announcements');
    expect(await tokenOf(context)).toBe(token);

    // The session's reads now fail as a busy or restarting server fails them, as often as planned.
    const asked: Record<string, number> = {};
    const failing = new Map<string, { times: number; fail: (route: Route) => Promise<void> }>();
    await page.route(/\/api\/(auth\/getUserInfo|menu\/get|syscode\/querySysCodeString)$/, (route) => {
      const read = new URL(route.request().url()).pathname;
      asked[read] = (asked[read] ?? 0) + 1;
      const fault = failing.get(read);
      if (!fault?.times) return route.continue();
      fault.times--;
      return fault.fail(route);
    });
    failing.set('/api/auth/getUserInfo', {
      times: 3,
      fail: (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }),
    });
    failing.set('/api/menu/get', { times: 1, fail: (route) => route.abort('connectionreset') });
    failing.set('/api/syscode/querySysCodeString', {
      times: 1,
      fail: (route) => route.fulfill({ status: 500, body: serverError }),
    });
    await page.reload();
    // No answer to user info on any of its three tries: still signed in, on the same path, offered to load again.
    const notice = page.getByRole('alert').filter({ hasText: 'You are still signed in.' });
    const state = async () => ({ path: pathOf(page), token: await tokenOf(context), notice: await notice.isVisible() });
    await expect.poll(state, { timeout: 15_000 }).toEqual({ path: ANNOUNCEMENTS, token, notice: true });
    expect(asked).toEqual({ '/api/auth/getUserInfo': 3 });
    // User info answers now; the menu and the dictionary fail once each and are asked again unseen.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await titled(page, 'Announcements');
    expect(asked).toEqual({ '/api/auth/getUserInfo': 4, '/api/menu/get': 2, '/api/syscode/querySysCodeString': 2 });
    expect(await tokenOf(context)).toBe(token);

    // The portal's logout ends the token on the server: its 401 signs out here at once, with no second try.
    const logout = await fetch(`${suite.server.baseUrl}/logout`, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json;charset=UTF-8' },
      body: encryptText('{}', KEYS),
    });
    expect(logout.status).toBe(200);
    await page.reload();
    await page.waitForURL(onPath('/login'));
    await expect.poll(() => tokenOf(context)).toBeUndefined();
    expect(new URL(page.url()).hash).toContain(ANNOUNCEMENTS);
    expect(asked['/api/auth/getUserInfo']).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a published article by id without a token', async () => {
    const admin = await signedIn(suite, 'admin');
    const link = admin.page.getByRole('region', { name: 'Latest announcements' }).getByRole('link').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const title = (await link.textContent())!;
    await admin.context.close();

    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}${href}`);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(pathOf(page)).toBe(href);
    await page.goto(`${suite.server.baseUrl}/article?id=does-not-exist`);
    await page.getByText('The article does not exist or is not published.').waitFor();
    await context.close();
  });
});
