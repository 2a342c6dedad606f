import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dataRows } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';

const suite = serverAndBrowser();

/** The machine is shared: answers may take a few seconds. */
const SLOW = { timeout: 20_000, interval: 200 };
const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, SLOW);

const go = (page: Page, path: string) => visit(page, suite.server.baseUrl, path);
const statsRow = (page: Page, name: string) => dataRows(page.getByTestId('integrastats')).filter({ hasText: name });
/** The charts of a screen that echarts has drawn. */
const drawn = (scope: Locator) => scope.getByRole('img').locator('canvas');
/** The entries a calendar shows on its days: in the month, in the days' cells; in the week, by their text. */
const entries = (page: Page, view: 'month' | 'week', text?: string) => {
  const calendar = page.getByTestId(`agenda-${view}`);
  const all = view === 'month' ? calendar.getByRole('cell').getByRole('button') : calendar.getByRole('button');
  return text ? all.filter({ hasText: text }) : all;
};
/** The leader whose agenda is shown, as the choice of leader reads. */
const shownLeader = (page: Page) =>
  page
    .getByTestId('leader-agenda')
    .getByTitle(/王建国/)
    .filter({ visible: true });

describe('analysis and schedules against the real server', () => {
  it('shows the overview, drills the statistics from the group down to a branch, exports them, and lists warnings and the risk radar', async () => {
    const { page, errors } = await signedIn(suite, 'orgdept1');

    // The overview: the group's members and the charts of their make-up, drawn by echarts.
    await go(page, '/Intelligentanalysis/overviewporg');
    const overview = page.getByTestId('overview');
    const figures = overview.getByRole('list', { name: 'Key figures' }).getByRole('listitem');
    await eventually(() => figures.count()).toBeGreaterThan(3);
    await eventually(() => drawn(overview).count()).toBeGreaterThan(5);
    // The first figure: the members, under their title.
    expect(await figures.first().getByText('Members', { exact: true }).count()).toBe(1);
    const members = Number((await figures.first().textContent())!.replace(/\D/g, ''));
    expect(members).toBeGreaterThan(50);

    // The statistics: the companies under the group, then a company's fleets, then a fleet's branches.
    await go(page, '/Intelligentanalysis/integrastats');
    await eventually(() => statsRow(page, '第一客运分公司党委').count()).toBe(1);
    await statsRow(page, '第一客运分公司党委').getByRole('button').click();
    await eventually(() => statsRow(page, '一车队党总支').count()).toBe(1);
    await statsRow(page, '一车队党总支').getByRole('button').click();
    await eventually(() => statsRow(page, '一车队第一党支部').count()).toBe(1);
    // A branch has nothing under it: its name is no longer a link, and the summary names the fleet.
    expect(await statsRow(page, '一车队第一党支部').getByRole('button').count()).toBe(0);
    await eventually(() => statsRow(page, 'Total').textContent()).toContain('一车队党总支');
    const branchFigures = await statsRow(page, '一车队第一党支部').getByRole('cell').allTextContents();
    expect(branchFigures.slice(2).some((f) => /\d/.test(f))).toBe(true);

    // Export: the figures of the fleet as a workbook.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile((await download.path())!);
    expect(file.subarray(0, 2).toString()).toBe('PK');

    // The breadcrumb climbs back to the top.
    await page.getByText('Up one level').click();
    await eventually(() => statsRow(page, '第一客运分公司党委').count()).toBe(1);

    // Work analysis: the month trends, the warnings with their links, and the risk radar.
    await go(page, '/Intelligentanalysis/work_analysis');
    await eventually(() => page.getByTestId('analysis-warnings').getByRole('listitem').count()).toBeGreaterThan(0);
    await eventually(() => dataRows(page.getByTestId('risk-radar')).count()).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('risk-radar').getByText('At risk').count()).toBeGreaterThan(0);
    expect(await drawn(page.getByTestId('work-analysis')).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it("keeps one's own agenda beside the feed's obligations, and shows leader agendas only to those a grant names", async () => {
    const clerk = await signedIn(suite, 'clerk1');
    const { page } = clerk;

    // The personal calendar carries the feed: lunar dates on every day, the obligations as tags.
    await go(page, '/personschedule/PersonalAgendaIndex');
    // Every day of the month bears its lunar date, in Chinese whatever the language shown.
    await eventually(() =>
      page
        .getByTestId('agenda-month')
        .getByRole('cell', { name: /[\u4e00-\u9fff]/ })
        .count(),
    ).toBeGreaterThan(27);
    await eventually(() => entries(page, 'month').count()).toBeGreaterThan(0);

    // A new entry of one's own lands on its day.
    const title = `走访北郊场站${Date.now().toString().slice(-5)}`;
    await page.getByRole('button', { name: 'New entry' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Title', { exact: true }).fill(title);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await eventually(() => entries(page, 'month', title).count()).toBe(1);
    await page.getByTestId('agenda-month').getByRole('radiogroup').getByText('Week', { exact: true }).click();
    await eventually(() => entries(page, 'week', title).count()).toBe(1);

    // The clerk keeps the group secretary's agenda.
    await go(page, '/leaderschedule/ManagerAgendaIndex');
    await eventually(() => shownLeader(page).count()).toBe(1);
    await eventually(() => page.getByRole('button', { name: 'New entry' }).count()).toBe(1);

    // The branch the group secretary visits as a contact point sees his agenda, and cannot keep it.
    const secretary = await signedIn(suite, 'secretary1');
    await go(secretary.page, '/leaderschedule/ManagerAgendaIndex');
    await eventually(() => shownLeader(secretary.page).count()).toBe(1);
    await eventually(() => entries(secretary.page, 'month').count()).toBeGreaterThan(0);
    expect(await secretary.page.getByRole('button', { name: 'New entry' }).count()).toBe(0);
    expect([...clerk.errors, ...secretary.errors]).toEqual([]);
  });
});
