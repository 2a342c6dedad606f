import type { Page } from 'playwright-core';

/**
 * For the record of a review: with SCREENSHOTS_DIR set (`SCREENSHOTS_DIR=docs/screenshots`), a browser test keeps
 * a picture of the screen it has just checked; without it, nothing is written and the tree stays as it was.
 */
export async function keepShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: options.fullPage ?? true });
}
