import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { entityRoutes } from '@/contract/entity-routes';
import { choose, dataRows, detailShows, opened, recordActions } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();
const YEAR = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
const ROUND = `${YEAR}年度民主评议党员`;
/** The round secretary1's branch has prepared but not opened (the demo's draft). */
const DRAFT_ROUND = `${YEAR}年度流动党员民主评议`;

/** Makes a move from a button, writing an opinion when one is asked for. */
async function moveBy(page: Page, scope: Locator, action: string, opinion?: string) {
  await scope.getByRole('button', { name: action, exact: true }).first().click();
  const dialog = await opened(page.getByRole('dialog'));
  if (opinion !== undefined) await dialog.getByLabel('Opinion').fill(opinion);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens this year's round of secretary1's branch from the list. */
async function openRound(page: Page, view = 'View') {
  await visit(page, suite.server.baseUrl, entityRoutes('appraisal').list);
  const row = dataRows(page).filter({ hasText: ROUND }).filter({ hasText: '一车队第一党支部' }).first();
  await row.getByRole('button', { name: view, exact: true }).click();
  await page.waitForURL(/appraisal_info\?id=\d+/);
  const sheet = page.getByTestId('grade-sheet');
  await dataRows(sheet).first().waitFor();
  return sheet;
}

/** The phone's wide-screen check: nothing runs off the side. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('democratic appraisal from opening to approval', () => {
  it('shows the round under way in Chinese: the sheet and the member’s page', async () => {
    const sec = await signedIn(suite, 'secretary1', { width: 1440, height: 1000, locale: 'zh-CN' });
    const sheet = await openRound(sec.page, '查看');
    await sheet.getByText(/已投票\d+人/).waitFor();
    await keepShot(sec.page, 'appraisal-sheet-zh');
    expect(sec.errors).toEqual([]);
    await sec.context.close();
    const phone = await signedIn(suite, 'member1', { width: 390, height: 844, locale: 'zh-CN' });
    await phone.page.goto(`${suite.server.baseUrl}/my/appraisal`);
    await phone.page.getByRole('region', { name: ROUND }).getByLabel('个人自评', { exact: true }).waitFor();
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await keepShot(phone.page, 'my-appraisal-zh');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
  it('secretary1 opens a round; member1 writes the self-assessment and casts a ballot on a phone, secretary1 proposes grades beside the tally, company1 approves', async () => {
    // secretary1 opens the round it prepared: from a draft to under way, its members' lines made.
    const sec = await signedIn(suite, 'secretary1', { width: 1440, height: 1000 });
    await visit(sec.page, suite.server.baseUrl, entityRoutes('appraisal').list);
    await dataRows(sec.page)
      .filter({ hasText: DRAFT_ROUND })
      .first()
      .getByRole('button', { name: 'View', exact: true })
      .click();
    await sec.page.waitForURL(/appraisal_info\?id=\d+/);
    await recordActions(sec.page).getByRole('button', { name: 'Open', exact: true }).click();
    // The move's own dialog, named by the move.
    const confirm = await opened(sec.page.getByRole('dialog', { name: 'Open?' }));
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => detailShows(sec.page, 'State', 'Under way')).toBe(true);
    await dataRows(sec.page.getByTestId('grade-sheet')).first().waitFor();

    // The round under way since November: the ballots so far stand beside each member.
    const sheet = await openRound(sec.page);
    const turnout = sheet.getByText(/members have cast their ballot/);
    const before = Number(((await turnout.textContent()) ?? '').match(/^(\d+)/)?.[1]);
    expect(before).toBeGreaterThan(1);
    const recordUrl = sec.page.url();

    // member1, on a phone, from the to-do of their home.
    const phone = await signedIn(suite, 'member1', { width: 390, height: 844 });
    await phone.page.getByRole('link', { name: /Appraise your fellow members/ }).click();
    await phone.page.waitForURL('**/my/appraisal');
    const round = phone.page.getByRole('region', { name: ROUND });
    await round
      .getByLabel('Self-assessment', { exact: true })
      .fill('一年来坚持安全行车、优质服务，按时参加组织生活；不足是理论学习不够系统。');
    await round.getByRole('button', { name: 'Save self-assessment' }).click();
    await round.getByRole('status').filter({ hasText: 'Self-assessment saved' }).waitFor();
    const ballot = round.getByRole('form', { name: 'Mutual appraisal (anonymous)' });
    const peers = ballot.getByRole('group');
    const count = await peers.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++)
      await peers
        .nth(i)
        .getByLabel(i === 0 ? 'Excellent' : 'Qualified', { exact: true })
        .check();
    expect(await overflow(phone.page)).toBeLessThanOrEqual(0);
    await keepShot(phone.page, 'my-appraisal-en');
    await ballot.getByRole('button', { name: 'Cast my ballot' }).click();
    await round.getByText('Your ballot is cast. Thank you').waitFor();
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // secretary1 sees one ballot more and proposes every grade, one 优秀 within the cap.
    await sec.page.goto(recordUrl);
    await expect.poll(async () => Number(((await turnout.textContent()) ?? '').match(/^(\d+)/)?.[1])).toBe(before + 1);
    const rows = dataRows(sheet);
    const n = await rows.count();
    for (let i = 0; i < n; i++) {
      await rows.nth(i).getByRole('combobox').first().click();
      await choose(sec.page, i === 0 ? 'Excellent' : 'Qualified');
    }
    // The last drop-down closed: the picture shows the sheet, not a menu over it.
    await sec.page.keyboard.press('Escape');
    await keepShot(sec.page, 'appraisal-sheet-en');
    await sheet.getByRole('button', { name: 'Save grades' }).click();
    await sheet.getByText('Grades saved').waitFor();
    await moveBy(sec.page, recordActions(sec.page), 'Submit for approval');
    await expect.poll(() => detailShows(sec.page, 'State', 'Awaiting approval')).toBe(true);
    expect(sec.errors).toEqual([]);
    await sec.context.close();

    // company1 approves from the record: the grades are the members' now.
    const company = await signedIn(suite, 'company1', { width: 1440, height: 1000 });
    await company.page.goto(recordUrl);
    await moveBy(company.page, recordActions(company.page), 'Approve');
    await expect.poll(() => detailShows(company.page, 'State', 'Approved')).toBe(true);
    const approved = company.page.getByTestId('grade-sheet');
    await expect.poll(() => approved.getByText('Qualified', { exact: true }).count()).toBeGreaterThan(n);
    expect(company.errors).toEqual([]);
    await company.context.close();
  });
});
