import { describe, expect, it } from 'vitest';
import { newPage, signIn } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { pathOf, tokenOf } from './support/session';

const suite = serverAndBrowser();

describe('sign-in page', () => {
  it('signs in through the page and lands on the dashboard with real figures', async () => {
    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/login`);
    expect(await page.title()).toBe('Sign in - 公交客运集团党建管理系统');
    await signIn(page, suite.server.baseUrl, 'orgdept1');
    await page.waitForURL('**/dashboard');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    expect(await page.getByText('Party members').count()).toBe(1);
    expect(await page.title()).toBe('Dashboard - 公交客运集团党建管理系统');
    expect(await tokenOf(context)).toBeTruthy();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says what is wrong with a bad password and shows a fresh captcha", async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/login`);
    const image = page.getByAltText('Verification code image, click to refresh');
    await image.waitFor();
    const before = await image.getAttribute('src');
    await signIn(page, suite.server.baseUrl, 'secretary2', 'Wrong#Pass1');
    await page.locator('.login-failure').waitFor();
    expect(await page.locator('.login-failure').textContent()).toBe('账号或密码错误');
    await expect.poll(() => image.getAttribute('src')).not.toBe(before);
    expect(await page.getByLabel('Verification code', { exact: true }).inputValue()).toBe('');
    expect(await tokenOf(context)).toBeUndefined();
    await context.close();
  });

  it('continues to the wanted path after the portal sent the user to sign in', async () => {
    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/feeManagement/feePay`);
    await page.waitForURL('**/login#/feeManagement/feePay');
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill('Party@2026');
    await page.getByLabel('Verification code', { exact: true }).fill('e2e42');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/feeManagement/feePay');
    await expect.poll(() => page.title()).toBe('Dues spent - 公交客运集团党建管理系统');
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
    const { page, context, errors } = await newPage(suite.browser);
    await signIn(page, suite.server.baseUrl, 'admin');
    await page.waitForURL('**/dashboard');
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
  it('keeps the token of /auth-redirect, wipes it from the address bar and continues to the path', async () => {
    const first = await newPage(suite.browser);
    await signIn(first.page, suite.server.baseUrl, 'company1');
    await first.page.waitForURL('**/dashboard');
    const token = (await tokenOf(first.context))!;
    await first.context.close();

    const { page, context, errors } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}/auth-redirect#token=${encodeURIComponent(token)}&redirect=/Informationpublicity/announcement`);
    await page.waitForURL((url) => url.pathname === '/Informationpublicity/announcement');
    expect(page.url()).not.toContain(token);
    expect(await tokenOf(context)).toBe(token);
    await expect.poll(() => page.title()).toBe('Announcements - 公交客运集团党建管理系统');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a published article by id without a token', async () => {
    const signedIn = await newPage(suite.browser);
    await signIn(signedIn.page, suite.server.baseUrl, 'admin');
    const link = signedIn.page.getByRole('region', { name: 'Latest announcements' }).getByRole('link').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const title = (await link.textContent())!;
    await signedIn.context.close();

    const { page, context } = await newPage(suite.browser);
    await page.goto(`${suite.server.baseUrl}${href}`);
    await page.getByRole('heading', { name: title }).waitFor();
    expect(pathOf(page)).toBe(href);
    await page.goto(`${suite.server.baseUrl}/article?id=does-not-exist`);
    await page.getByText('The article does not exist or is not published.').waitFor();
    await context.close();
  });
});
