import type { BrowserContext, Page } from 'playwright-core';

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
