import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { flattenCatalogue, joinRoutePath, ROLE_VALUES, type CatalogueEntry } from '@/contract';
import { SEED_ACCOUNTS, SEED_ROLES } from '../../server/db/seed/access';
import { serverAndBrowser } from './support/suite';
import { goInApp, pathOf, signIn, signedIn, tokenOf } from './support/session';

const suite = serverAndBrowser();

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'sidebar' });
const hamburger = (page: Page) => page.getByRole('button', { name: 'Toggle sidebar' });
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'breadcrumb' });
/** The navbar's menu of the signed-in user, on a button that bears the user's name. */
const userMenu = (page: Page, account: string) =>
  page.getByRole('button', { name: SEED_ACCOUNTS.find((a) => a.account === account)!.name, exact: true });

/** Opens one catalogue entry in the app and notes it when the screen does not come up under its title. */
async function openEntry(page: Page, path: string, entry: CatalogueEntry, failures: string[]) {
  await goInApp(page, path);
  // A group opens its default child; a screen is titled after its menu entry.
  const isGroup = Boolean(entry.children) && entry.path !== 'PositionConstruction';
  // An English browser reads the English labels of the menu.
  const expected = isGroup ? undefined : `${entry.label.en} - 公交客运集团党建管理系统`;
  try {
    await page.waitForFunction(
      ([p, title]) =>
        (title
          ? window.location.pathname === p && document.title === title
          : window.location.pathname.startsWith(`${p}/`)) && (document.querySelector('main')?.children.length ?? 0) > 0,
      [path, expected],
      { timeout: 10_000 },
    );
  } catch {
    failures.push(`${path}: at ${pathOf(page)} titled '${await page.title()}'`);
  }
}

describe('menu routes', () => {
  it('opens every entry of the seeded menu without an error', async () => {
    // Separation of duties splits the catalogue: the administrator opens what his menu holds, the
    // security administrator and the auditor the rest.
    // A group is opened by whoever holds its first screen.
    const menuOf = (role: string) => SEED_ROLES.find((r) => r.value === role)!.menu;
    const screenOf = (path: string, entry: CatalogueEntry) =>
      entry.children?.length ? joinRoutePath(path, entry.children[0].path) : path;
    const opener = (path: string) =>
      menuOf(ROLE_VALUES.admin)(path) ? 'admin' : menuOf(ROLE_VALUES.securityAdmin)(path) ? 'secadmin' : 'auditor';
    const failures: string[] = [];
    const errors: string[] = [];
    for (const account of ['admin', 'secadmin', 'auditor']) {
      const opened = await signedIn(suite, account);
      for (const [path, entry] of [...flattenCatalogue()].filter(([p, e]) => opener(screenOf(p, e)) === account))
        await openEntry(opened.page, path, entry, failures);
      errors.push(...opened.errors);
      await opened.context.close();
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);

  it('opens a screen from the sidebar, one submenu at a time, with breadcrumb and active entry', async () => {
    const { page, context } = await signedIn(suite, 'admin');
    await sidebar(page).getByText('Party dues').click();
    await sidebar(page).getByText('Dues spent').click();
    await page.waitForURL('**/feeManagement/feePay');
    await expect
      .poll(async () => (await breadcrumb(page).textContent())!.replace(/\s*\/\s*/g, '/').trim())
      .toBe('Dashboard/Party dues/Dues spent');
    await expect.poll(() => page.title()).toBe('Dues spent - 公交客运集团党建管理系统');
    await sidebar(page).getByText('Rewards and penalties').click();
    await expect.poll(() => sidebar(page).getByText('Dues spent').isVisible()).toBe(false);
    await context.close();
  });
});

describe('layout', () => {
  it('keeps the tag bar hidden until the settings panel turns it on, then offers its context menu', async () => {
    const { page, context } = await signedIn(suite, 'admin');
    expect(await page.getByRole('navigation', { name: 'tags' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('switch', { name: 'Open tags view' }).click();
    await page.keyboard.press('Escape');
    const tags = page.getByRole('navigation', { name: 'tags' });
    await tags.waitFor();
    for (const [path, title] of [
      ['/feeManagement/feeIncome', 'Dues collected'],
      ['/rewardManagement/membersReward', 'Member rewards'],
      ['/educational/exammgt', 'Exams'],
    ]) {
      await goInApp(page, path);
      await expect.poll(() => page.title()).toBe(`${title} - 公交客运集团党建管理系统`);
    }
    const titles = () => tags.getByRole('link').allTextContents();
    await expect
      .poll(titles)
      .toEqual(['Dashboard', 'Party organisation home', 'Dues collected', 'Member rewards', 'Exams']);

    await tags.getByText('Member rewards').click({ button: 'right' });
    const menu = page.getByRole('menu', { name: 'tag actions' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'Refresh',
      'Close',
      'Close others',
      'Close all',
    ]);
    await menu.getByText('Close others').click();
    await expect.poll(titles).toEqual(['Dashboard', 'Party organisation home', 'Member rewards']);
    expect(pathOf(page)).toBe('/rewardManagement/membersReward');

    // Refresh passes through /redirect/… and back, both with history.replaceState: wait for the
    // return, or a later click races the redirect (the address is the same before and after).
    await page.evaluate(() => {
      const w = window as unknown as { replaced: string[] };
      w.replaced = [];
      const replace = history.replaceState.bind(history);
      history.replaceState = (data, unused, url) => {
        w.replaced.push(String(url));
        replace(data, unused, url);
      };
    });
    await tags.getByText('Member rewards').click({ button: 'right' });
    await menu.getByText('Refresh').click();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { replaced: string[] }).replaced.map((u) => new URL(u, location.href).pathname),
        ),
      )
      .toEqual(['/redirect/rewardManagement/membersReward', '/rewardManagement/membersReward']);
    expect(pathOf(page)).toBe('/rewardManagement/membersReward');
    await page.getByRole('main').getByText(/\S/).first().waitFor();

    await tags.getByText('Member rewards').click({ button: 'right' });
    await menu.getByText('Close all').click();
    await expect.poll(titles).toEqual(['Dashboard', 'Party organisation home']);
    await page.waitForURL('**/childDashboard');
    // The setting survives a reload.
    await page.reload();
    await tags.waitFor();
    await context.close();
  });

  it('fixes the header and hides the sidebar logo from the settings panel', async () => {
    const { page, context } = await signedIn(suite, 'admin');
    await page.getByRole('button', { name: 'Settings' }).click();
    // The navbar stays where it is while the page scrolls under it.
    const fixed = () =>
      page.getByRole('banner').evaluate((el) => {
        for (let n: Element | null = el; n; n = n.parentElement)
          if (getComputedStyle(n).position === 'fixed') return true;
        return false;
      });
    expect(await fixed()).toBe(false);
    await page.getByRole('switch', { name: 'Fixed header' }).click();
    await expect.poll(fixed).toBe(true);
    const logo = sidebar(page).getByRole('heading', { level: 1 });
    expect(await logo.count()).toBe(1);
    await page.getByRole('switch', { name: 'Sidebar logo' }).click();
    await expect.poll(() => logo.count()).toBe(0);
    await page.getByRole('button', { name: '#d32d2e' }).click();
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--theme-color').trim()),
    ).toBe('#d32d2e');
    await context.close();
  });

  it('collapses the sidebar with the hamburger and remembers it after a reload', async () => {
    const { page, context } = await signedIn(suite, 'admin');
    await hamburger(page).click();
    const folded = page.getByRole('button', { name: 'Toggle sidebar', expanded: false });
    await folded.waitFor();
    await page.reload();
    await folded.waitFor();
    await context.close();
  });

  it('closes the sidebar on a narrow window and again after each navigation', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin', { width: 420, height: 860 });
    // Closed is out of the window, to its left.
    const sidebarRight = () =>
      sidebar(page)
        .boundingBox()
        .then((b) => (b ? b.x + b.width : 0));
    await hamburger(page)
      .and(page.getByRole('button', { expanded: false }))
      .waitFor();
    await expect.poll(sidebarRight).toBeLessThanOrEqual(0);
    await hamburger(page).click();
    await hamburger(page)
      .and(page.getByRole('button', { expanded: true }))
      .waitFor();
    await expect.poll(sidebarRight).toBeGreaterThan(0);
    await sidebar(page).getByText('Publicity').click();
    await sidebar(page).getByText('Announcements').click();
    await page.waitForURL('**/Informationpublicity/announcement');
    await hamburger(page)
      .and(page.getByRole('button', { expanded: false }))
      .waitFor();
    await expect.poll(sidebarRight).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an ordinary member the layout without the left panel', async () => {
    const { page, context } = await signedIn(suite, 'member1');
    // The frame is there, with the member's own menu, and nothing to its left.
    await userMenu(page, 'member1').waitFor();
    await page.getByRole('main').waitFor();
    expect(await sidebar(page).count()).toBe(0);
    expect(await hamburger(page).count()).toBe(0);
    await context.close();
  });

  it('links to the party-building site with the token in a new tab', async () => {
    const { page, context } = await signedIn(suite, 'admin');
    const link = page.getByRole('link', { name: 'Enter group party building' });
    await link.waitFor();
    const token = (await tokenOf(context))!;
    expect(await link.getAttribute('href')).toBe(`https://dj.example.com/portal?token=${encodeURIComponent(token)}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await context.close();
  });
});

describe('session from the navbar', () => {
  it('switches role for a user who holds several, with a new token from the server', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    const before = await tokenOf(context);
    await userMenu(page, 'admin').click();
    // The roles open beside the user's menu, the role in use among them and not to be chosen.
    const roles = page
      .getByRole('menu')
      .filter({ has: page.getByRole('menuitem', { disabled: true }) })
      .filter({ hasNot: page.getByRole('menuitem', { name: 'Log out' }) });
    const roleItems = roles.getByRole('menuitem');
    // The submenu opens on hover; a hover that lands while the menu is still sliding in may not open
    // it, as a person would then move the pointer again.
    await expect
      .poll(
        async () => {
          await page.getByText('Switch role').hover();
          return roleItems.first().isVisible();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    await roles.getByRole('menuitem', { disabled: false }).first().click();
    await expect.poll(() => tokenOf(context)).not.toBe(before);
    await page.waitForURL('**/dashboard');
    await page.getByRole('list', { name: 'Key figures' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logs out to the portal and the old token opens nothing any more', async () => {
    const { page, context } = await signedIn(suite, 'company1');
    const token = (await tokenOf(context))!;
    await userMenu(page, 'company1').click();
    await page.getByText('Log out').click();
    await page.waitForURL('**/login');
    expect(await tokenOf(context)).toBeUndefined();
    await context.addCookies([{ name: 'Admin-Token', value: token, url: suite.server.baseUrl }]);
    await page.goto(`${suite.server.baseUrl}/dashboard`);
    await page.waitForURL(/\/login/);
    await context.close();
  });

  it('changes the password with the policy in its own words, then signs in with the new one', async () => {
    const { page, context } = await signedIn(suite, 'secretary2');
    await userMenu(page, 'secretary2').click();
    await page.getByText('Change password').click();
    await page.waitForURL('**/ResetPassword/Index');
    await page.getByLabel('Current password').fill('Party@2026');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('At least 8 characters').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Better#Pass2026');
    await page.getByLabel('Confirm new password').fill('Better#Pass2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/login');
    await signIn(page, suite.server.baseUrl, 'secretary2', 'Better#Pass2026');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});
