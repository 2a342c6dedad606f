import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CAPTCHA_CODE, DEMO_PASSWORD } from './server';

/** Headless Chromium of the machine; never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-gpu', '--disable-component-update', '--no-first-run'],
  });
}

/** A fresh context in English at desktop width, recording page errors so a test can assert there were none. */
export async function newPage(browser: Browser, options: { width?: number; height?: number; locale?: string } = {}) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Signs in through the sign-in page as a user would. */
export async function signIn(page: Page, baseUrl: string, account: string, password = DEMO_PASSWORD, path = '/login') {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Verification code', { exact: true }).fill(CAPTCHA_CODE);
  await captchaIssued(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Waits for the captcha image: its answer is bound to the cookie that came with it, so a sign-in sent
 * before the image arrived is refused with a captcha error, whatever the password.
 */
export function captchaIssued(page: Page): Promise<void> {
  return page.locator('.captcha-image img').waitFor();
}
