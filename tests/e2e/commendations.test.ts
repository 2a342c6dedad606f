import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entityRoutes } from '@/contract/entity-routes';
import { dataRows, opened } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();

/** Makes a move from a button, writing an opinion when one is asked for. */
async function moveBy(page: Page, scope: Locator, action: string, opinion?: string) {
  await scope.getByRole('button', { name: action, exact: true }).first().click();
  // The move's own dialog, named by the move, over the drawer the record is open in.
  const dialog = await opened(page.getByRole('dialog', { name: `${action}?` }));
  if (opinion !== undefined) await dialog.getByLabel('Opinion').fill(opinion);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The New button of the quotas below a call, once its rows have arrived. */
async function quotaNewButtons(page: Page): Promise<number> {
  const quotas = page.locator('[data-entity="commendationQuota"]');
  await dataRows(quotas).first().waitFor();
  return quotas.getByRole('button', { name: 'New' }).count();
}

/** Opens this year's call of the group from the commendations list. */
async function openThisYearsCall(page: Page, view = 'View') {
  await page.goto(`${suite.server.baseUrl}${entityRoutes('commendationCall').list}`);
  const row = dataRows(page).filter({ hasText: '关于开展2026年度“两优一先”评选表彰工作的通知' }).first();
  await row.getByRole('button', { name: view, exact: true }).click();
  await page.waitForURL(/commendation_info\?id=\d+/);
}

describe('commendations (两优一先) as the company committee and the group see them', () => {
  it('the company committee forwards a nomination of secretary1’s branch, and the group approves it', async () => {
    const { page, errors, context } = await signedIn(suite, 'company1', { width: 1440, height: 1000 });
    await openThisYearsCall(page);
    // Only the group, which issued the call, gives quotas: a receiving committee is not offered New.
    expect(await quotaNewButtons(page)).toBe(0);
    const waiting = dataRows(page)
      .filter({ has: page.getByRole('cell', { name: 'With the committee', exact: true }) })
      .filter({ hasText: '一车队第一党支部' })
      .first();
    const nominee = (await waiting.getByRole('cell').nth(2).textContent())?.trim() ?? '';
    await waiting.getByRole('button', { name: 'View', exact: true }).click();
    const drawer = await opened(page.getByRole('dialog'));
    await moveBy(page, drawer, 'Review and forward', '经党委会研究，同意推荐');
    await drawer.getByText('Awaiting decision').first().waitFor();
    // The company committee does not decide the group's commendations.
    expect(await drawer.getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    const group = await signedIn(suite, 'orgdept1', { width: 1440, height: 1000 });
    await openThisYearsCall(group.page);
    expect(await quotaNewButtons(group.page)).toBe(1);
    const forwarded = dataRows(group.page)
      .filter({ hasText: nominee })
      .filter({ has: group.page.getByRole('cell', { name: 'Awaiting decision', exact: true }) })
      .first();
    await forwarded.getByRole('button', { name: 'View', exact: true }).click();
    const decided = await opened(group.page.getByRole('dialog'));
    await moveBy(group.page, decided, 'Approve');
    await decided.getByText('Approved').first().waitFor();
    expect(group.errors).toEqual([]);
    await group.context.close();
  });

  it('shows the call with its quotas and nominations, in English and in Chinese', async () => {
    for (const [language, locale, view] of [
      ['en', 'en-US', 'View'],
      ['zh', 'zh-CN', '查看'],
    ] as const) {
      const { page, errors, context } = await signedIn(suite, 'orgdept1', { width: 1440, height: 1300, locale });
      await openThisYearsCall(page, view);
      await expect.poll(() => dataRows(page).count()).toBeGreaterThan(4);
      // Every nomination row has its state: the lists have arrived.
      await dataRows(page).filter({ hasText: '2026' }).first().waitFor();
      await keepShot(page, `commendations-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
