import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CAPTCHA_CODE, DEMO_PASSWORD } from './server';

/** Headless Chromium of the machine; never a downloaded one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--no-first-run',
    ],
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
  watch(page);
  return { context, page, errors };
}

/** What went wrong on a page's way to the server: refused answers and requests that never got one. */
const troubles = new WeakMap<Page, string[]>();
const open = new Set<Page>();
const MAX_TROUBLES = 20;
let described = 0;

function watch(page: Page): void {
  const list: string[] = [];
  const note = (what: string) => {
    list.push(`${new Date().toISOString().slice(11, 23)} ${what}`);
    if (list.length > MAX_TROUBLES) list.shift();
  };
  troubles.set(page, list);
  open.add(page);
  page.on('close', () => open.delete(page));
  page.on(
    'response',
    (r) => r.status() >= 400 && note(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`),
  );
  page.on('requestfailed', (r) =>
    note(`failed ${r.method()} ${new URL(r.url()).pathname}: ${r.failure()?.errorText ?? ''}`),
  );
  page.on('console', (m) => m.type() === 'error' && note(`console: ${m.text().slice(0, 300)}`));
}

/**
 * For a failed test: each page still open, with its address, the messages it shows (toasts, dialogs),
 * what went wrong on its way to the server, and a screenshot in .tmp/e2e-failures.
 */
export async function describeOpenPages(test: string): Promise<string> {
  const out: string[] = [];
  const at = ++described;
  let n = 0;
  for (const page of open) {
    n++;
    const shown = await page
      .locator('.ant-message-notice, .ant-notification-notice, .ant-modal-content')
      .allInnerTexts()
      .catch(() => [] as string[]);
    const file = `.tmp/e2e-failures/${test.replace(/[^\w-]+/g, '_').slice(0, 80)}-${at}-${n}.png`;
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    out.push(`page ${n}: ${page.url()} (screenshot ${file})`);
    for (const text of shown) out.push(`  shows: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    for (const t of troubles.get(page) ?? []) out.push(`  ${t}`);
  }
  return out.join('\n');
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

/**
 * A dialog or a pop-up confirmation once it has finished opening. A modal zooms in, a confirmation
 * grows out of its button (the motion on the pop-up around the element that holds the role); a click
 * sent while it still moves can land beside the button it aimed at, and nothing is sent (seen on a
 * loaded machine, where the browser draws few frames). People do not click that fast; the tests wait
 * as they would, for the opening motion of the element and of what holds it to end.
 */
export async function opened(dialog: Locator): Promise<Locator> {
  await dialog.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const movingItself = (n: Element) =>
          String((n as HTMLElement).className)
            .split(/\s+/)
            .some((c: string) => /-(appear|enter)(-(prepare|start|active))?$/.test(c)) ||
          n.getAnimations().some((a) => a.playState === 'running');
        const moving = () => {
          for (let n: Element | null = el; n && n !== document.body; n = n.parentElement)
            if (movingItself(n)) return true;
          return false;
        };
        const check = () => (moving() ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
  return dialog;
}

/**
 * Waits until a tree has finished opening or closing a branch: its nodes slide in and out inside a
 * motion wrapper meanwhile, and a click sent to a node still moving can land beside it.
 */
export async function treeSettled(tree: Locator): Promise<void> {
  await tree.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const moving = () =>
          el.querySelector('.ant-tree-treenode-motion') !== null ||
          el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
        const check = () => (moving() ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
}

/**
 * The select's drop-down that is open, once it has finished sliding in: an option clicked while it
 * still moves can be missed (seen on a loaded machine: the filter was never applied).
 */
export function openedDropdown(page: Page): Promise<Locator> {
  return opened(page.locator('.ant-select-dropdown:visible').last());
}
