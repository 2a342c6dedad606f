import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, dataRows, detailLine, recordActions } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();
const PRODUCT = '公交客运集团党建管理系统';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'sidebar' });
/** The system's name, atop the sidebar. */
const systemName = (page: Page) => sidebar(page).getByRole('heading', { level: 1 });
/** The record's form, called after the record. */
const form = (page: Page) => page.getByRole('form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const rows = (page: Page) => dataRows(page);

/** Filters a list by one text filter and opens the single row it finds. */
async function openRow(page: Page, filterLabel: string, value: string, rowText: string) {
  await page.getByRole('search').getByLabel(filterLabel, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = rows(page).filter({ hasText: rowText });
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
  await row.getByRole('button', { name: 'View' }).click();
  await page.waitForURL(/_info\?id=\d+$/);
  await editButton(page).waitFor();
}

const editButton = (page: Page) => recordActions(page).getByRole('button', { name: 'Edit' });

describe('system configuration screens against the real server', () => {
  it('shows English menu labels, titles and breadcrumbs in an English browser, and Chinese after switching', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    await sidebar(page).getByText('System', { exact: true }).click();
    await sidebar(page).getByText('Indicators', { exact: true }).click();
    await page.waitForURL('**/systemmanagement/bs_index');
    await expect.poll(() => page.title()).toBe(`Indicators - ${PRODUCT}`);
    await expect
      .poll(async () => (await page.getByRole('navigation', { name: 'breadcrumb' }).textContent())!.replace(/\s+/g, ''))
      .toBe('Dashboard/System/Indicators');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => sidebar(page).getByText('指标管理', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`指标管理 - ${PRODUCT}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the indicator tree and marks the parent whose children do not add up', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    await visit(page, suite.server.baseUrl, '/systemmanagement/bs_index');
    await page.locator('[data-indicator="XJ06"]').waitFor();
    const highlights = rows(page).filter({ has: page.locator('[data-indicator="XJ06"]') });
    expect(await highlights.count()).toBe(1);
    const marker = (row: Locator) => row.getByRole('img', { name: 'Points check' });
    expect(await marker(highlights).count()).toBe(1);
    // The server's warning, worded in the reader's language.
    expect(await highlights.textContent()).toContain('The indicators below add up to 8, not this indicator’s 10');
    const organisation = rows(page).filter({ has: page.locator('[data-indicator="XJ01"]') });
    expect(await marker(organisation).count()).toBe(0);
    // A child sits inside its parent: folding the parent hides it, unfolding shows it again.
    const child = rows(page).filter({ has: page.locator('[data-indicator="XJ0101"]') });
    expect(await child.count()).toBe(1);
    await organisation.getByRole('button', { name: 'Collapse row' }).click();
    await expect.poll(() => child.count()).toBe(0);
    await organisation.getByRole('button', { name: 'Expand row' }).click();
    await expect.poll(() => child.count()).toBe(1);

    // A child above its parent's points is refused, naming the points.
    await highlights.getByRole('button', { name: 'Add below' }).click();
    await page.waitForURL(/bs_index_info\?parentId=\d+/);
    await field(page, 'Code').fill('XJ0699');
    await field(page, 'Name').fill('过高的指标');
    await field(page, 'Points').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form(page).textContent()).toContain('The points cannot exceed the parent’s (10)');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('edits a matter with the fields of its kind, refusing a retention under 180 days', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    await visit(page, suite.server.baseUrl, '/systemmanagement/bs_matter');
    await openRow(page, 'Code', 'oplog.retentionDays', 'oplog.retentionDays');
    await editButton(page).click();
    expect(await field(page, 'Meeting type').count()).toBe(0);
    await field(page, 'Value').fill('90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form(page).textContent()).toContain('Logs must be kept at least 180 days');
    await field(page, 'Value').fill('365');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => detailLine(page, 'Value').textContent()).toContain('365');

    // A meeting rule shows its meeting fields instead of a value.
    await visit(page, suite.server.baseUrl, '/systemmanagement/bs_matter_info?edit=1');
    await field(page, 'Category').click();
    await choose(page, 'Meeting frequency');
    await expect.poll(() => field(page, 'Meeting type').count()).toBe(1);
    expect(await field(page, 'Value').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renames the sidebar from the dictionary item sysConfig systemName', async () => {
    const { page, context, errors } = await signedIn(suite, 'admin');
    await visit(page, suite.server.baseUrl, '/systemmanagement/bs_syscode');
    await openRow(page, 'Dictionary', 'sysConfig', 'systemName');
    await editButton(page).click();
    await field(page, 'Label').fill('公交集团智慧党建平台');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => systemName(page).textContent()).toBe('公交集团智慧党建平台');
    // Another user signing in reads it from the dictionary too.
    const other = await signedIn(suite, 'auditor');
    await expect.poll(() => systemName(other.page).textContent()).toBe('公交集团智慧党建平台');
    await other.context.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the auditor a matter's change as a difference, and the sign-ins, with nothing to edit", async () => {
    const { page, context, errors } = await signedIn(suite, 'auditor');
    await visit(page, suite.server.baseUrl, '/systemmanagement/operlog');
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('search').getByLabel('Resource', { exact: true }).fill('matter');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => rows(page).first().textContent(), { timeout: 10_000 }).toContain('Standard matter');
    expect(await page.getByRole('button', { name: 'New' }).count()).toBe(0);
    expect(await rows(page).first().getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await rows(page).first().getByRole('button', { name: 'View' }).click();
    const drawer = page.getByRole('dialog');
    // The changes name the field, then what it held before and after.
    const value = drawer.getByRole('row').filter({ hasText: /^Value\d/ });
    await expect.poll(() => value.textContent()).toBe('Value180365');
    expect(await drawer.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await drawer.getByRole('button', { name: 'Back' }).click();

    await page.getByRole('tab', { name: 'Sign-ins' }).click();
    await expect.poll(() => rows(page).filter({ hasText: 'auditor' }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
