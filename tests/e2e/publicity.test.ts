import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articleEntity } from '@/contract/resource';
import { newPage, opened, openedDropdown, signIn } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const BRANCH = '一车队第一党支部';

async function signedIn(account: string) {
  const opened = await newPage(suite.browser);
  await signIn(opened.page, suite.server.baseUrl, account);
  await opened.page.waitForURL('**/dashboard');
  return opened;
}

const form = (page: Page) => page.locator('.resource-detail form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const receipts = (page: Page) => page.getByTestId('read-receipts');
/** The machine is shared: answers may take a few seconds. */
const SLOW = { timeout: 20_000, interval: 200 };

describe('announcements against the real server', () => {
  it("publishes an announcement to a branch and shows member1's read receipt once member1 opened it", async () => {
    // Unique per attempt: a retry must not find the first attempt's announcement.
    const title = `关于支部党员大会的通知${Date.now().toString().slice(-6)}`;
    const sender = await signedIn('company1');
    const { page } = sender;

    // Written on the shared list's New, in the rich text editor, sent to one branch.
    await page.goto(`${suite.server.baseUrl}${articleEntity.routes.list}`);
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/announcement_info\?/);
    await field(page, 'Title').fill(title);
    await field(page, 'Sent to').click();
    await (await openedDropdown(page)).locator(`[title="${BRANCH}"]`).first().click();
    await page.keyboard.press('Escape');
    await page.locator('.rich-text-body').click();
    await page.keyboard.type('请全体党员周五下午到北郊场站参加支部党员大会。');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/announcement_info\?(.*&)?id=\d+$/);

    // Published through its workflow move; the receipts start at nobody.
    await page.getByRole('button', { name: 'Publish' }).click();
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => receipts(page).textContent(), SLOW).toMatch(/Read 0 \/ \d+/);
    expect(await page.locator('.resource-detail').textContent()).toContain('Published');

    // member1 finds it unread on their home and opens it.
    const reader = await signedIn('member1');
    const panel = reader.page.getByTestId('announcement-panel');
    const item = panel.locator('.ant-list-item', { hasText: title });
    await expect.poll(() => item.textContent(), SLOW).toContain('Unread');
    await item.click();
    const shown = reader.page.getByRole('dialog');
    await expect.poll(() => shown.textContent(), SLOW).toContain('请全体党员周五下午到北郊场站参加支部党员大会。');
    await (await opened(shown)).getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => item.textContent(), SLOW).not.toContain('Unread');
    expect(await item.textContent()).toContain('Read');

    // The sender sees the one reader, in the branch it was sent to.
    await page.reload();
    await expect.poll(() => receipts(page).textContent(), SLOW).toMatch(/Read 1 \/ \d+/);
    await receipts(page).locator('.ant-segmented').getByText('Read', { exact: true }).click();
    const readers = receipts(page).locator('.ant-table').nth(1).locator('.ant-table-row');
    await expect.poll(() => readers.count(), SLOW).toBe(1);
    expect(await readers.first().textContent()).toContain(BRANCH);

    expect(sender.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await sender.context.close();
    await reader.context.close();
  });
});
