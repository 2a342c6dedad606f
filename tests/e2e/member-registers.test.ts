import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entityRoutes } from '@/contract/entity-routes';
import { choose, dataRows, detailShows, opened, recordActions } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();
const run = Date.now().toString().slice(-6);

async function pick(scope: Locator, page: Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await choose(page, option);
}

async function fillDate(scope: Locator, label: string, date: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

describe('the registers of members in hardship and members working away', () => {
  it('records a visit paid from dues on a seeded member in hardship, beside the register', async () => {
    const { page, errors, context } = await signedIn(suite, 'secretary1');
    await visit(page, suite.server.baseUrl, entityRoutes('memberHardship').list);
    // Confirmed by the level above (not 'To be confirmed'): its visits are seeded.
    const confirmed = dataRows(page)
      .filter({ has: page.getByRole('cell', { name: 'Confirmed', exact: true }) })
      .first();
    await confirmed.getByRole('button', { name: 'View', exact: true }).click();
    await page.waitForURL(/memberHardship_info\?id=\d+/);
    // The seeded Spring Festival visit, paid from dues.
    await dataRows(page).filter({ hasText: '支部书记、帮扶责任人' }).first().waitFor();

    await page.getByRole('button', { name: 'New' }).last().click();
    const drawer = await opened(page.getByRole('dialog'));
    await fillDate(drawer, 'Date', '2026-06-26');
    const who = `走访人${run}`;
    await drawer.getByLabel('Visited by', { exact: true }).fill(who);
    await pick(drawer, page, 'Form of aid', 'Money');
    await drawer.getByLabel('Amount (yuan)', { exact: true }).fill('400');
    await pick(drawer, page, 'Source', 'Party dues');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await dataRows(page).filter({ hasText: who }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ends a seeded working-away record when the member returns', async () => {
    const { page, errors, context } = await signedIn(suite, 'secretary1');
    await visit(page, suite.server.baseUrl, entityRoutes('memberAway').list);
    const away = dataRows(page)
      .filter({ has: page.getByRole('cell', { name: 'Away', exact: true }) })
      .first();
    await away.getByRole('button', { name: 'View', exact: true }).click();
    await page.waitForURL(/memberAway_info\?id=\d+/);
    await recordActions(page).getByRole('button', { name: 'Returned' }).click();
    const dialog = await opened(page.getByRole('dialog', { name: 'Returned?' }));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => detailShows(page, 'State', 'Returned')).toBe(true);
    // Ended: nothing is left to edit or move.
    expect(await recordActions(page).getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
