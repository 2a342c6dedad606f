import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataRows, opened, settled } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();
const VOTE = '2026年度一车队优秀共产党员评选';

const item = (page: Page) =>
  page.getByRole('region', { name: 'Online votes' }).getByRole('listitem').filter({ hasText: VOTE });

async function openResult(page: Page) {
  await item(page).getByRole('button', { name: 'Result' }).click();
  const dialog = await opened(page.getByRole('dialog', { name: VOTE }));
  await dialog.getByTestId('vote-standing').waitFor();
  return dialog;
}

describe('online voting against the real server', () => {
  it("casts member1's ballot from their votes screen; the counts show only after the vote is closed", async () => {
    const member = await signedIn(suite, 'member1');
    const { page } = member;
    // The home's tile leads to the member's own votes.
    await settled(page);
    await page
      .getByRole('navigation', { name: 'My screens' })
      .getByRole('link', { name: 'Votes', exact: true })
      .click();
    await page.waitForURL('**/my/votes');
    await item(page).waitFor();
    await item(page).getByRole('button', { name: 'Vote' }).click();
    const ballot = await opened(page.getByRole('dialog', { name: VOTE }));
    const boxes = ballot.getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // Two of at most two: the others can no longer be ticked.
    expect(await boxes.nth(2).isDisabled()).toBe(true);
    await ballot.getByRole('button', { name: 'Cast ballot' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'A ballot cannot be changed once cast. Cast it?' });
    await (await opened(confirm)).getByRole('button', { name: 'OK' }).click();
    await page.getByText('Your ballot is cast').waitFor();
    await item(page).getByText('Voted').waitFor();

    let dialog = await openResult(page);
    await dialog.getByText('The result is shown after the close').waitFor();
    expect(await dialog.getByTestId('vote-counts').count()).toBe(0);
    const turnout = Number(await dialog.getByTestId('turnout').textContent());
    expect(turnout).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // The committee that holds the vote closes it early.
    const staff = await signedIn(suite, 'company1');
    await visit(staff.page, suite.server.baseUrl, '/partyAffairs/onlineVoting');
    const row = dataRows(staff.page).filter({ hasText: VOTE });
    await row.getByRole('button', { name: 'Close' }).click();
    const closing = staff.page.getByRole('dialog');
    await (await opened(closing)).getByRole('button', { name: 'OK' }).click();
    // The dialog closes only once the server took the move; a refused one stays open with its reason shown.
    await closing.waitFor({ state: 'hidden' });
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
    const branch = await signedIn(suite, 'secretary1');
    await visit(branch.page, suite.server.baseUrl, '/partyAffairs/workargmt');
    const active = (page: Page, tab: string) => page.getByRole('tab', { name: tab, selected: true });
    await active(branch.page, 'Arrangements received').waitFor();
    // What came from above, with the branch's own progress.
    await dataRows(branch.page).filter({ hasText: '主题党日' }).first().waitFor();
    // The other tab stays one click away, and the choice is kept in the address.
    await branch.page.getByRole('tab', { name: 'Arrangements issued' }).click();
    await branch.page.waitForURL('**/partyAffairs/workargmt?tab=issued');
    expect(branch.errors).toEqual([]);
    await branch.context.close();
    const committee = await signedIn(suite, 'company1');
    await visit(committee.page, suite.server.baseUrl, '/partyAffairs/workargmt');
    await active(committee.page, 'Arrangements issued').waitFor();
    await dataRows(committee.page).first().waitFor();
    expect(committee.errors).toEqual([]);
    await committee.context.close();
  });
});
