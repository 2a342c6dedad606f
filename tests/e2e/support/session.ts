import type { BrowserContext, Page } from 'playwright-core';
import { newPage, signIn } from './browser';
import type { Suite } from './suite';

/**
 * A new browser context signed in as the account, on the dashboard the sign-in leads to: the one way
 * every flow starts from a signed-in user.
 */
export async function signedIn(
  suite: Suite,
  account: string,
  options: { locale?: string; width?: number; height?: number; password?: string } = {},
) {
  const opened = await newPage(suite.browser, options);
  await signIn(opened.page, suite.server.baseUrl, account, options.password);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

/** The Admin-Token cookie of a context, as the SPA stored it. */
export async function tokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
}

/** Navigates inside the SPA without reloading it, as a click on a link would. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
