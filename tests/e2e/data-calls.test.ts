import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, pickOrg, dataRows, detailLine, detailShows, opened, recordActions } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();
// A cold server's first list of a page can take longer than a warm one's.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });
// Its own title: the demo data must not answer for it.
const TITLE = `E2E数据报送${Date.now().toString().slice(-6)}`;
const BRANCH = '一车队第一党支部';

const go = (page: Page, path: string) => visit(page, suite.server.baseUrl, path);
const form = (page: Page) => page.getByRole('form');
const row = (page: Page, text: string) => dataRows(page).filter({ hasText: text });
const inState = (page: Page, state: string) => eventually(() => detailShows(page, 'State', state)).toBe(true);

/** A workflow move from the detail's header, confirmed (with an opinion where it takes one) in its dialog. */
async function move(page: Page, action: string, opinion?: string) {
  await recordActions(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = await opened(page.getByRole('dialog'));
  if (opinion) await dialog.getByLabel('Opinion').fill(opinion);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('a data call from the company to a branch and back', () => {
  it('is sent with its columns, filled on screen and submitted, returned, fixed, accepted and exported', async () => {
    const boss = await signedIn(suite, 'company1', { width: 1440, height: 1000 });
    const sec = await signedIn(suite, 'secretary1', { width: 1440, height: 1000 });

    // company1 drafts the form for one branch, sets its columns and sends it.
    await go(boss.page, '/Intelligentanalysis/datacall_info');
    await form(boss.page).getByLabel('Title', { exact: true }).fill(TITLE);
    const deadline = form(boss.page).getByLabel('Deadline', { exact: true });
    await deadline.click();
    await deadline.fill('2026-12-30');
    await deadline.press('Enter');
    await form(boss.page).getByLabel('Rows', { exact: true }).click();
    await choose(boss.page, 'Several rows per organisation');
    await pickOrg(boss.page, form(boss.page).getByLabel('Sent to', { exact: true }), BRANCH);
    await boss.page.keyboard.press('Escape');
    await boss.page.getByRole('button', { name: 'Save', exact: true }).click();
    await boss.page.waitForURL(/datacall_info\?id=\d+$/);
    await boss.page.getByRole('button', { name: 'Edit columns' }).click();
    await boss.page.getByRole('button', { name: 'Add column' }).click();
    await boss.page.getByLabel('Column 1', { exact: true }).fill('岗位名称');
    await boss.page.getByLabel('Required 1', { exact: true }).check();
    await boss.page.getByRole('button', { name: 'Add column' }).click();
    await boss.page.getByLabel('Column 2', { exact: true }).fill('党员人数');
    await boss.page.getByLabel('Kind 2', { exact: true }).click();
    await choose(boss.page, 'Number');
    await boss.page.getByRole('button', { name: 'Save columns' }).click();
    await eventually(() => boss.page.getByRole('button', { name: 'Edit columns' }).count()).toBe(1);
    await recordActions(boss.page).getByRole('button', { name: 'Issue' }).click();
    await (await opened(boss.page.getByRole('tooltip'))).getByRole('button', { name: 'Issue' }).click();
    await eventually(() => boss.page.getByTestId('receipt-progress').textContent()).toContain(BRANCH);
    const callUrl = boss.page.url();

    // secretary1 finds it among what the branch received, fills in two rows on screen and submits.
    await go(sec.page, '/Intelligentanalysis/datacall?tab=received');
    await eventually(() => row(sec.page, TITLE).count()).toBe(1);
    // What a branch received comes by sending: its list offers no New, its reply no Delete.
    expect(await sec.page.getByRole('button', { name: 'New', exact: true }).count()).toBe(0);
    expect(await row(sec.page, TITLE).getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await row(sec.page, TITLE).getByRole('button', { name: 'Edit' }).count()).toBe(1);
    await row(sec.page, TITLE).getByRole('button', { name: 'View' }).click();
    await sec.page.waitForURL(/datacall_fill\?id=\d+$/);
    const rows = sec.page.getByTestId('data-call-rows');
    await rows.getByRole('button', { name: 'Fill in on screen' }).click();
    await rows.getByLabel('岗位名称 1', { exact: true }).fill('18路先锋车组');
    await rows.getByLabel('党员人数 1', { exact: true }).fill('6');
    await rows.getByRole('button', { name: 'Add row' }).click();
    // A row without its required name is refused, naming the row; nothing is kept.
    await rows.getByLabel('党员人数 2', { exact: true }).fill('3');
    await rows.getByRole('button', { name: 'Save rows' }).click();
    await eventually(() => rows.getByRole('alert').textContent()).toContain('Row 2');
    await rows.getByLabel('岗位名称 2', { exact: true }).fill('首末站服务岗');
    await rows.getByRole('button', { name: 'Save rows' }).click();
    await eventually(() => rows.getByRole('button', { name: 'Fill in on screen' }).count()).toBe(1);
    await eventually(() => dataRows(rows).count()).toBe(2);
    await move(sec.page, 'Submit');
    await inState(sec.page, 'Submitted');

    // company1 sees it submitted, opens it from the progress table and returns it with an opinion.
    await boss.page.goto(callUrl);
    const progress = boss.page.getByTestId('receipt-progress');
    await eventually(() => progress.textContent()).toContain('Submitted');
    await keepShot(boss.page, 'data-calls-en');
    await row(boss.page, BRANCH).getByRole('button', { name: 'View' }).click();
    await boss.page.waitForURL(/datacall_fill\?id=\d+$/);
    await eventually(() => dataRows(boss.page.getByTestId('data-call-rows')).count()).toBe(2);
    await move(boss.page, 'Return', '首末站服务岗人数请核实');
    await inState(boss.page, 'Returned');

    // secretary1 reads why, fixes the figure and submits again; company1 accepts it.
    await sec.page.reload();
    await eventually(() => detailLine(sec.page, 'Opinion').textContent()).toContain('首末站服务岗人数请核实');
    await rows.getByRole('button', { name: 'Fill in on screen' }).click();
    await rows.getByLabel('党员人数 2', { exact: true }).fill('4');
    await rows.getByRole('button', { name: 'Save rows' }).click();
    await eventually(() => rows.getByRole('button', { name: 'Fill in on screen' }).count()).toBe(1);
    await keepShot(sec.page, 'data-call-fill-en');
    await move(sec.page, 'Submit');
    await inState(sec.page, 'Submitted');
    await boss.page.reload();
    await move(boss.page, 'Accept');
    await inState(boss.page, 'Accepted');

    // The combined workbook comes down from the data call.
    await boss.page.goto(callUrl);
    const download = boss.page.waitForEvent('download');
    await recordActions(boss.page).getByRole('button', { name: 'Combined workbook' }).click();
    expect((await download).suggestedFilename()).toBe(`${TITLE}.xlsx`);
    expect(boss.errors).toEqual([]);
    expect(sec.errors).toEqual([]);
    // Two people's whole round trip: longer than one screen's step.
  }, 300_000);

  it('shows the seeded data calls in Chinese, the first branch’s still to fill in', async () => {
    const { page, errors } = await signedIn(suite, 'secretary1', { width: 1440, height: 1000, locale: 'zh-CN' });
    await go(page, '/Intelligentanalysis/datacall?tab=received');
    await eventually(() => row(page, '2026年度党支部基本情况统计').count()).toBe(1);
    await eventually(() => row(page, '2026年度党支部基本情况统计').textContent()).toContain('待填报');
    await keepShot(page, 'data-calls-received-zh');
    await row(page, '2026年度党支部基本情况统计').getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/datacall_fill\?id=\d+$/);
    await eventually(() => page.getByTestId('data-call-rows').textContent()).toContain('尚未填报');
    await keepShot(page, 'data-call-fill-zh');
    const boss = await signedIn(suite, 'company1', { width: 1440, height: 1000, locale: 'zh-CN' });
    await go(boss.page, '/Intelligentanalysis/datacall');
    await eventually(() => row(boss.page, '2026年度党支部基本情况统计').count()).toBe(1);
    await row(boss.page, '2026年度党支部基本情况统计').getByRole('button', { name: '查看' }).click();
    await eventually(() => boss.page.getByTestId('receipt-progress').textContent()).toContain('已报送');
    await keepShot(boss.page, 'data-calls-zh');
    expect(errors).toEqual([]);
    expect(boss.errors).toEqual([]);
  });
});
