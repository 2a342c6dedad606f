import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

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

/**
 * A fresh context in English at desktop width (in the machine's time zone unless told), recording page
 * errors so a test can assert there were none.
 */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string; timezoneId?: string } = {},
) {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: options.height ?? 860 },
    locale: options.locale ?? 'en-US',
    timezoneId: options.timezoneId,
    // Asks for less motion, as the app honours (antd's motion, charts): nothing slides under a click.
    reducedMotion: 'reduce',
    // No offline copy of the app for a context that lives one test: the member's phone test installs it.
    serviceWorkers: 'block',
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

/**
 * Notes what goes wrong on a page's way to the server, for describeOpenPages to tell if its test fails
 * (newPage watches its pages already; a test that opens its own context watches them with this).
 */
export function watch(page: Page): void {
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
      .getByRole('alert')
      .or(page.getByRole('dialog'))
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

/** The class an element carries while it slides or fades in or out. */
const MOTION = /-(appear|enter|leave)(-(prepare|start|active))?$/;

/**
 * Waits until a tree has finished opening or closing a branch: its nodes slide in and out meanwhile,
 * and a click sent to a node still moving can land beside it.
 */
export async function treeSettled(tree: Locator): Promise<void> {
  await tree.evaluate(
    (el, motion) =>
      new Promise<void>((resolve) => {
        const pattern = new RegExp(motion);
        const moving = () =>
          [el, ...el.querySelectorAll('*')].some((n) =>
            String((n as HTMLElement).className)
              .split(/\s+/)
              .some((c) => pattern.test(c)),
          ) || el.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
        const check = () => (moving() ? requestAnimationFrame(check) : resolve());
        check();
      }),
    MOTION.source,
  );
}

/**
 * Chooses an option of the select or tree select whose drop-down is open, by the text it shows, once
 * the drop-down has finished sliding in: an option clicked while it still moves can be missed (seen on
 * a loaded machine: the filter was never applied). The drop-down opens last in the page, after any
 * value the select already shows under the same words.
 */
export async function choose(page: Page, option: string): Promise<void> {
  const item = page.getByTitle(option, { exact: true }).filter({ visible: true }).last();
  await (await opened(item)).click();
}

/**
 * Picks an organisation in a tree select by typing part of its name: once the drop-down shows the tree
 * (the organisations arrive from the server after the field opens, and a name typed into an empty tree
 * filters nothing), then the option itself.
 */
export async function pickOrg(page: Page, field: Locator, name: string): Promise<void> {
  await field.click();
  const dropDown = page.getByRole('tree').filter({ visible: true }).last();
  await dropDown.getByRole('treeitem').first().waitFor({ timeout: 30_000 });
  await field.fill(name);
  await choose(page, name);
}

/** The rows of a table that hold records: neither its heading nor the line an empty table shows. */
export function dataRows(scope: Page | Locator): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: 'No data' });
}

/** The buttons atop a record: its moves, edit, delete and back. */
export function recordActions(page: Page): Locator {
  return page.getByRole('group', { name: 'Actions', exact: true });
}

/** The line of a record's details that shows one of its fields, found by the field's label. */
export function detailLine(page: Page, label: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ has: page.getByText(label, { exact: true }) });
}

/** Whether a record's details show exactly this value beside the label (a state, say). */
export function detailShows(page: Page, label: string, value: string): Promise<boolean> {
  return detailLine(page, label).getByRole('cell', { name: value, exact: true }).isVisible();
}

/**
 * Waits until no part of the page says it is still loading (aria-busy): what arrives late pushes down what
 * is below it, and a tap sent before then lands where a tile was (seen on a loaded machine).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
}
