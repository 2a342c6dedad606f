import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articleEntity } from '@/contract/resource';
import { choose, dataRows, opened } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';
import { entityRoutes } from '@/contract/entity-routes';

const suite = serverAndBrowser();
const BRANCH = '一车队第一党支部';

/** The record's form, called after the record. */
const form = (page: Page) => page.getByRole('form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const receipts = (page: Page) => page.getByTestId('read-receipts');
/** The machine is shared: answers may take a few seconds. */
const SLOW = { timeout: 20_000, interval: 200 };

describe('announcements against the real server', () => {
  it("publishes an announcement to a branch and shows member1's read receipt once member1 opened it", async () => {
    // Its own title: the demo data or an earlier run must not answer for it.
    const title = `关于支部党员大会的通知${Date.now().toString().slice(-6)}`;
    const sender = await signedIn(suite, 'company1');
    const { page } = sender;

    // Written on the shared list's New, in the rich text editor, sent to one branch.
    await page.goto(`${suite.server.baseUrl}${entityRoutes(articleEntity).list}`);
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/announcement_info\?/);
    await field(page, 'Title').fill(title);
    await field(page, 'Sent to').click();
    await choose(page, BRANCH);
    await page.keyboard.press('Escape');
    await form(page).getByRole('textbox', { name: 'Body', exact: true }).click();
    await page.keyboard.type('请全体党员周五下午到北郊场站参加支部党员大会。');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/announcement_info\?(.*&)?id=\d+$/);

    // Published through its workflow move; the receipts start at nobody.
    await page.getByRole('button', { name: 'Publish' }).click();
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => receipts(page).textContent(), SLOW).toMatch(/Read 0 \/ \d+/);
    expect(await page.getByRole('main').textContent()).toContain('Published');

    // member1 reads of unread announcements among the to-dos of their home, follows it and opens this one.
    const reader = await signedIn(suite, 'member1');
    await reader.page
      .getByTestId('my-todos')
      .getByRole('link', { name: /unread announcements?$/ })
      .click();
    await reader.page.waitForURL('**/my/announcements');
    const panel = reader.page.getByTestId('announcement-panel');
    const item = panel.getByRole('listitem').filter({ hasText: title });
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
    await receipts(page).getByRole('radiogroup').getByText('Read', { exact: true }).click();
    // The members' table, below the organisations' one.
    const readers = dataRows(
      receipts(page)
        .getByRole('table')
        .filter({ has: page.getByRole('columnheader', { name: 'Member', exact: true }) }),
    );
    await expect.poll(() => readers.count(), SLOW).toBe(1);
    expect(await readers.first().textContent()).toContain(BRANCH);

    expect(sender.errors).toEqual([]);
    expect(reader.errors).toEqual([]);
    await sender.context.close();
    await reader.context.close();
  });
});
