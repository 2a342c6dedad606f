import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, pickOrg, dataRows, detailLine, detailShows, opened, recordActions } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();
/** Waits for what the user will see once the server has answered. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
// Its own title: the demo data or an earlier run must not answer for it.
const TITLE = `E2E星级评定${Date.now().toString().slice(-6)}`;
const BRANCH = '一车队第一党支部';

const go = (page: Page, path: string) => visit(page, suite.server.baseUrl, path);
/** The record's form, called after the record. */
const form = (page: Page) => page.getByRole('form');
const search = (page: Page) => page.getByRole('search');
const row = (page: Page, text: string) => dataRows(page).filter({ hasText: text });
/** Waits until the submission's details show it in the state. */
const inState = (page: Page, state: string) => eventually(() => detailShows(page, 'State', state)).toBe(true);

/** Opens a row's detail from a list, found by its text. */
async function openRow(page: Page, text: string) {
  await eventually(() => row(page, text).count()).toBeGreaterThan(0);
  await row(page, text).first().getByRole('button', { name: 'View' }).click();
}

/** A workflow move from the detail's header, confirmed in its dialog. */
async function move(page: Page, action: string) {
  await recordActions(page).getByRole('button', { name: action, exact: true }).click();
  await (await opened(page.getByRole('dialog'))).getByRole('button', { name: 'OK' }).click();
}

describe('tasks from the issuing level to the branch and back', () => {
  it('issues a star rating, handles it, returns it, resubmits it and passes it with a drawn signature', async () => {
    const boss = await signedIn(suite, 'orgdept1');
    const sec = await signedIn(suite, 'secretary1');

    // orgdept1 drafts a star rating for one branch, picks the indicators and issues it.
    await go(boss.page, '/deployment/dw_task_star/dw_task_star_info');
    await form(boss.page).getByLabel('Title', { exact: true }).fill(TITLE);
    const deadline = form(boss.page).getByLabel('Deadline', { exact: true });
    await deadline.click();
    await deadline.fill('2026-12-30');
    await deadline.press('Enter');
    await pickOrg(boss.page, form(boss.page).getByLabel('Targets', { exact: true }), BRANCH);
    await boss.page.keyboard.press('Escape');
    await boss.page.getByRole('button', { name: 'Save', exact: true }).click();
    await boss.page.waitForURL(/dw_task_star_info\?id=\d+$/);
    await boss.page.getByRole('button', { name: 'Choose indicators' }).click();
    const chooser = await opened(boss.page.getByRole('dialog'));
    await eventually(() => dataRows(chooser).count()).toBeGreaterThan(3);
    await chooser.getByRole('checkbox', { name: 'Select all' }).check();
    await chooser.getByRole('button', { name: 'OK' }).click();
    const indicators = boss.page.getByTestId('indicator-table');
    // Every leaf of the star tree, none of its groups.
    await eventually(() => dataRows(indicators).count()).toBe(18);
    await recordActions(boss.page).getByRole('button', { name: 'Issue' }).click();
    await (await opened(boss.page.getByRole('tooltip'))).getByRole('button', { name: 'Issue' }).click();
    await eventually(() => boss.page.getByTestId('receipt-progress').textContent()).toContain(BRANCH);

    // secretary1 finds it in the to-do list filtered to star ratings; the filter survives a detail and back.
    await go(sec.page, '/Partysearch/Partysearch_agency');
    await search(sec.page).getByLabel('Task type', { exact: true }).click();
    await choose(sec.page, 'Star rating');
    await sec.page.getByRole('button', { name: 'Search' }).click();
    await eventually(() => row(sec.page, TITLE).count()).toBe(1);
    await eventually(() => row(sec.page, 'Annual task').count()).toBe(0);
    await openRow(sec.page, TITLE);
    await eventually(() => sec.page.getByTestId('task-brief').textContent()).toContain(TITLE);
    await recordActions(sec.page).getByRole('button', { name: 'Back' }).click();
    await sec.page.waitForURL(/Partysearch_agency$/);
    await eventually(() => search(sec.page).textContent()).toContain('Star rating');
    await eventually(() => row(sec.page, TITLE).count()).toBe(1);
    expect(await row(sec.page, 'Annual task').count()).toBe(0);

    // It fills in what it did, scores itself within the points, and submits.
    await openRow(sec.page, TITLE);
    await recordActions(sec.page).getByRole('button', { name: 'Edit' }).click();
    await form(sec.page).getByLabel('Progress', { exact: true }).fill('支部按期召开三会一课，党员在K2路设立先锋岗。');
    await sec.page.getByRole('button', { name: 'Save', exact: true }).click();
    // The saved record comes back before the scores are typed: the card starts again from it.
    await eventually(() => detailLine(sec.page, 'Progress').textContent()).toContain('先锋岗');
    const selfInputs = sec.page.getByTestId('self-score-card').getByRole('spinbutton', { name: /^Self score / });
    for (let i = 0; i < (await selfInputs.count()); i++) await selfInputs.nth(i).fill('8');
    await sec.page.getByRole('button', { name: 'Save self assessment' }).click();
    // Each input keeps within its indicator's points: 8 where they allow it, their points elsewhere.
    await eventually(() => sec.page.getByRole('main').textContent()).toContain('Self score96');
    await move(sec.page, 'Submit');
    await inState(sec.page, 'Submitted');

    // orgdept1 returns it with an instruction.
    await go(boss.page, '/deployment/dw_task_approve');
    await openRow(boss.page, TITLE);
    const panel = boss.page.getByTestId('review-panel');
    await panel.getByRole('button', { name: 'Instruction' }).click();
    await panel.getByLabel('Instruction').fill('请补充三会一课会议记录');
    await panel.getByRole('button', { name: 'Return' }).click();
    await inState(boss.page, 'Returned');

    // secretary1 sees why, and resubmits.
    await go(sec.page, '/Partysearch/Partysearch_agency');
    await openRow(sec.page, TITLE);
    await sec.page.getByRole('alert').filter({ hasText: '请补充三会一课会议记录' }).waitFor();
    await move(sec.page, 'Submit');
    await inState(sec.page, 'Submitted');

    // orgdept1 scores every indicator (never above its points), instructs, signs by hand and passes it.
    await go(boss.page, '/deployment/dw_task_approve');
    await openRow(boss.page, TITLE);
    const scores = panel.getByRole('spinbutton', { name: /^Review score / });
    await eventually(() => scores.count()).toBe(18);
    for (let i = 0; i < 18; i++) {
      await scores.nth(i).fill('999');
      await scores.nth(i).press('Tab');
    }
    await eventually(() => panel.getByTestId('review-total').textContent()).toContain('98 / 98');
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Instruction' }).click();
    await panel.getByLabel('Instruction').fill('工作扎实，评为五星');
    await panel.getByRole('button', { name: 'Sign by hand' }).click();
    const canvas = panel.getByTestId('signature-canvas');
    await canvas.scrollIntoViewIfNeeded();
    const box = (await canvas.boundingBox())!;
    await boss.page.mouse.move(box.x + 30, box.y + 60);
    await boss.page.mouse.down();
    for (const [dx, dy] of [
      [80, 20],
      [140, 90],
      [220, 40],
      [300, 100],
    ])
      await boss.page.mouse.move(box.x + dx, box.y + dy, { steps: 5 });
    await boss.page.mouse.up();
    await panel.getByRole('button', { name: 'Pass' }).click();
    await inState(boss.page, 'Approved');
    const timeline = boss.page.getByTestId('workflow-timeline');
    await eventually(() => timeline.textContent()).toContain('工作扎实，评为五星');
    expect(await timeline.getByRole('img', { name: 'Signature' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );

    // The branch sees its stars among the finished ratings.
    await go(sec.page, '/Partysearch/Partysearch_star_finish');
    await eventually(() => row(sec.page, TITLE).count()).toBe(1);
    // The list shown when last opened, until the server's answer replaces it.
    await eventually(() => row(sec.page, TITLE).getByRole('radio', { checked: true }).count()).toBe(5);

    expect(boss.errors).toEqual([]);
    expect(sec.errors).toEqual([]);
    await boss.context.close();
    await sec.context.close();
  });
});
