import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, opened, signIn } from './support/browser';
import { serverAndBrowser } from './support/suite';

const suite = serverAndBrowser();
const VOTE = '2026年度一车队优秀共产党员评选';

async function signedIn(account: string) {
  const signed = await newPage(suite.browser);
  await signIn(signed.page, suite.server.baseUrl, account);
  await signed.page.waitForURL('**/dashboard');
  return signed;
}

const item = (page: Page) => page.locator(`[data-vote="${VOTE}"]`);

async function openResult(page: Page) {
  await item(page).getByRole('button', { name: 'Result' }).click();
  const dialog = await opened(page.getByRole('dialog', { name: VOTE }));
  await dialog.getByTestId('vote-standing').waitFor();
  return dialog;
}

describe('online voting against the real server', () => {
  it("casts member1's ballot from the home panel; the counts show only after the vote is closed", async () => {
    const member = await signedIn('member1');
    const { page } = member;
    await item(page).waitFor();
    await item(page).getByRole('button', { name: 'Vote' }).click();
    const ballot = await opened(page.getByRole('dialog', { name: VOTE }));
    const boxes = ballot.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // Two of at most two: the others can no longer be ticked.
    expect(await boxes.nth(2).isDisabled()).toBe(true);
    await ballot.getByRole('button', { name: 'Cast ballot' }).click();
    await (await opened(page.locator('.ant-modal-confirm'))).getByRole('button', { name: 'OK' }).click();
    await page.getByText('Your ballot is cast').waitFor();
    await item(page).getByText('Voted').waitFor();

    let dialog = await openResult(page);
    await dialog.getByText('The result is shown after the close').waitFor();
    expect(await dialog.getByTestId('vote-counts').count()).toBe(0);
    const turnout = Number(await dialog.getByTestId('turnout').textContent());
    expect(turnout).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // The committee that holds the vote closes it early.
    const staff = await signedIn('company1');
    await staff.page.goto(`${suite.server.baseUrl}/partyAffairs/onlineVoting`);
    const row = staff.page.locator('.resource-list tr', { hasText: VOTE });
    await row.getByRole('button', { name: 'Close' }).click();
    await (await opened(staff.page.locator('.ant-modal'))).getByRole('button', { name: 'OK' }).click();
    // The dialog closes only once the server took the move; a refused one stays open with its reason shown.
    await staff.page.locator('.ant-modal').waitFor({ state: 'hidden' });
    // States are dictionary labels, worded in the language shown.
    await row.getByText('Closed', { exact: true }).waitFor();
    await staff.context.close();

    await page.reload();
    await item(page).getByText('Closed').waitFor();
    dialog = await openResult(page);
    const counts = dialog.getByTestId('vote-counts');
    await counts.waitFor();
    expect(Number(await dialog.getByTestId('turnout').textContent())).toBe(turnout);
    expect(await counts.getByText(/\d+ votes/).count()).toBe(6);
    expect(member.errors).toEqual([]);
    await member.context.close();
  });

  it('opens work arrangements on what a branch received, and on what a committee sent down', async () => {
    const branch = await signedIn('secretary1');
    await branch.page.goto(`${suite.server.baseUrl}/partyAffairs/workargmt`);
    const active = (page: Page) => page.locator('.ant-tabs-tab-active');
    await active(branch.page).getByText('Arrangements received').waitFor();
    // What came from above, with the branch's own progress.
    await branch.page.locator('.resource-list .ant-table-row', { hasText: '主题党日' }).first().waitFor();
    // The other tab stays one click away, and the choice is kept in the address.
    await branch.page.getByRole('tab', { name: 'Arrangements issued' }).click();
    await branch.page.waitForURL('**/partyAffairs/workargmt?tab=issued');
    expect(branch.errors).toEqual([]);
    await branch.context.close();
    const committee = await signedIn('company1');
    await committee.page.goto(`${suite.server.baseUrl}/partyAffairs/workargmt`);
    await active(committee.page).getByText('Arrangements issued').waitFor();
    await committee.page.locator('.resource-list .ant-table-row').first().waitFor();
    expect(committee.errors).toEqual([]);
    await committee.context.close();
  });
});
