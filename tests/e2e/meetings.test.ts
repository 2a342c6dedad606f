import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { meetingEntity } from '@/contract/resource';
import { choose, dataRows, detailLine, detailShows, opened, recordActions } from './support/browser';
import { CHECK_IN_MEETING_TOPIC } from '../../server/db/seed/my';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';
import { entityRoutes } from '@/contract/entity-routes';

const suite = serverAndBrowser();

const LIST = entityRoutes(meetingEntity).list;
const BRANCH = '一车队第一党支部';
// A year the demo data leaves empty: the grid counts what this test does (0 before its first try).
const YEAR = String(new Date().getFullYear() - 1);

/** The record's form, called after the record. */
const form = (page: Page) => page.getByRole('form');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await choose(page, option);
}

async function fillDateTime(page: Page, label: string, value: string) {
  await field(page, label).click();
  await field(page, label).fill(value);
  await field(page, label).press('Enter');
}

/** Makes a move from a button, writing an opinion when one is asked for. */
async function moveBy(page: Page, scope: Locator, action: string, opinion?: string) {
  await scope.getByRole('button', { name: action, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  if (opinion !== undefined) {
    await expect.poll(() => dialog.getByRole('button', { name: 'OK' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Opinion').fill(opinion);
  }
  await (await opened(dialog)).getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The committee-meeting cell of the branch in the grid of the chosen year. */
async function committeeCell(page: Page): Promise<string> {
  await visit(page, suite.server.baseUrl, LIST);
  const grid = page.getByTestId('compliance-grid');
  await grid.getByRole('combobox', { name: 'Year' }).click();
  await choose(page, YEAR);
  // The grid says which year its figures are for once they have arrived: read nothing before.
  await expect.poll(() => grid.getAttribute('data-shown')).toBe(`${YEAR}:0`);
  const cell = grid.getByRole('row').filter({ hasText: BRANCH }).locator('[data-rule="meeting.committee"]');
  await expect.poll(() => cell.count()).toBe(1);
  await expect.poll(async () => (await cell.textContent())?.includes('/')).toBe(true);
  return (await cell.textContent()) ?? '';
}

describe('a meeting goes through review as the branch and the company committee see it', () => {
  it('draft -> submit -> return with an opinion -> resubmit -> approve, and the compliance grid counts it', async () => {
    // Its own topic and its own count, so that a second try after a failed one starts from where that one left.
    const topic = `研究冬季安全行车${Date.now().toString().slice(-6)}`;
    const sec = await signedIn(suite, 'secretary1');
    const page = sec.page;
    const held = Number((await committeeCell(page)).split('/')[0]);

    // The branch records a held committee meeting: everyone of the branch expected, all present.
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/toclassInfo/);
    await pick(page, 'Type', 'Branch committee meeting');
    await pick(page, 'Organisation', BRANCH);
    await field(page, 'Topic').fill(topic);
    await fillDateTime(page, 'Planned at', `${YEAR}-01-15 14:00`);
    await fillDateTime(page, 'Held at', `${YEAR}-01-15 14:30`);
    const attendance = page.getByTestId('attendance-editor');
    await expect.poll(() => dataRows(attendance).count()).toBeGreaterThan(3);
    await attendance.getByRole('button', { name: 'All present' }).click();
    await field(page, 'Content').fill('研究冬季冰雪天气安全行车措施');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/toclassInfo\?id=\d+$/);
    const recordUrl = page.url();
    const header = recordActions(page);
    await moveBy(page, header, 'Submit');
    await expect.poll(() => detailShows(page, 'State', 'Submitted')).toBe(true);
    await expect.poll(() => header.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await expect.poll(() => header.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The company committee finds it in its queue and returns it with an opinion.
    const company = await signedIn(suite, 'company1');
    await visit(company.page, suite.server.baseUrl, '/Partydevelopment/dwAudit');
    const queue = company.page.getByTestId('review-queue');
    // Oldest first: narrow the queue to the branch so that the new record is on the first page.
    await queue.getByRole('combobox', { name: 'Organisation' }).click();
    await choose(company.page, BRANCH);
    const row = queue.getByRole('row').filter({ hasText: topic });
    await expect.poll(() => row.count()).toBe(1);
    await moveBy(company.page, row, 'Return', '请写明形成的决议');
    await expect.poll(() => row.count()).toBe(0);

    // The branch sees the opinion, completes the record and submits it again.
    await page.goto(recordUrl);
    await expect.poll(() => page.getByTestId('workflow-timeline').textContent()).toContain('请写明形成的决议');
    await header.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Decisions').fill('各车组落实防滑链检查，专人负责');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => detailLine(page, 'Decisions').textContent()).toContain('防滑链');
    await moveBy(page, header, 'Submit');

    // The company committee approves it from the record itself.
    await company.page.goto(recordUrl);
    await moveBy(company.page, recordActions(company.page), 'Approve');
    await expect.poll(() => detailShows(company.page, 'State', 'Approved')).toBe(true);
    const timeline = company.page.getByTestId('workflow-timeline');
    await expect.poll(async () => await timeline.getByRole('listitem').count()).toBe(4);

    // The grid now counts the approved meeting for January.
    expect(await committeeCell(page)).toBe(`${held + 1}/12`);
    expect(sec.errors).toEqual([]);
    expect(company.errors).toEqual([]);
    await sec.context.close();
    await company.context.close();
  });
});

describe('times in the group’s zone, whatever the browser’s', () => {
  it('shows a meeting planned for 09:00 in Shanghai as 09:00 in a browser set to UTC, and a time picked there reads the same in New York', async () => {
    const utc = await signedIn(suite, 'secretary1', { timezoneId: 'UTC' });
    const page = utc.page;
    await visit(page, suite.server.baseUrl, LIST);
    // The demo meetings are planned for 09:00 and held at 14:30 on the group's clock; the one the seed plans
    // for members to check in to starts on the next half hour, so its time follows the clock and is left aside.
    const rows = dataRows(page.getByRole('table').last());
    await expect.poll(() => rows.count()).toBeGreaterThan(2);
    const planned = (await rows.allTextContents()).filter((t) => !t.includes(CHECK_IN_MEETING_TOPIC));
    expect(planned.filter((t) => /\d{4}-\d{2}-\d{2} 09:00/.test(t)).length).toBeGreaterThan(0);
    expect(planned.filter((t) => / 01:00/.test(t))).toEqual([]);

    await rows
      .filter({ hasText: /\d{4}-\d{2}-\d{2} 09:00/ })
      .first()
      .getByRole('button', { name: 'View' })
      .click();
    await page.waitForURL(/toclassInfo\?id=\d+/);
    // The line holds the row's other cells too: the time is read where the label's value ends.
    await expect
      .poll(async () => (await detailLine(page, 'Planned at').textContent()) ?? '')
      .toMatch(/Planned at\d{4}-\d{2}-\d{2} 09:00(?!\d)/);
    const day = ((await detailLine(page, 'Planned at').textContent()) ?? '').match(/\d{4}-\d{2}-\d{2}/)![0];

    // What is picked there is the group's clock: the same meeting reads 10:00 in New York too.
    await visit(page, suite.server.baseUrl, LIST);
    await page.getByRole('button', { name: 'New' }).click();
    await page.waitForURL(/toclassInfo/);
    await pick(page, 'Type', 'Branch committee meeting');
    await pick(page, 'Organisation', BRANCH);
    await field(page, 'Topic').fill(`时区核对${Date.now().toString().slice(-6)}`);
    await fillDateTime(page, 'Planned at', `${day} 10:00`);
    await expect.poll(() => field(page, 'Planned at').inputValue()).toBe(`${day} 10:00`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/toclassInfo\?id=\d+$/);
    const at10 = new RegExp(`Planned at${day} 10:00(?!\\d)`);
    await expect.poll(async () => (await detailLine(page, 'Planned at').textContent()) ?? '').toMatch(at10);

    const elsewhere = await signedIn(suite, 'secretary1', { timezoneId: 'America/New_York' });
    await elsewhere.page.goto(page.url());
    await expect.poll(async () => (await detailLine(elsewhere.page, 'Planned at').textContent()) ?? '').toMatch(at10);
    expect([...utc.errors, ...elsewhere.errors]).toEqual([]);
    await utc.context.close();
    await elsewhere.context.close();
  });
});

describe('the meeting rules’ grid in English', () => {
  it('fits inside its card at 1366 wide: every rule and the coverage are seen without scrolling sideways', async () => {
    const { page, context } = await signedIn(suite, 'orgdept1', { width: 1366 });
    await visit(page, suite.server.baseUrl, LIST);
    const grid = page.getByTestId('compliance-grid');
    await expect.poll(() => grid.getAttribute('data-shown')).toMatch(/^\d{4}:0$/);
    await expect.poll(() => dataRows(grid).count()).toBeGreaterThan(3);
    const card = (await grid.boundingBox())!;
    const table = (await grid.getByRole('table').last().boundingBox())!;
    expect(table.x + table.width, `table ${table.width} px wide in a card of ${card.width} px`).toBeLessThanOrEqual(
      card.x + card.width,
    );
    await expect(grid.getByRole('columnheader', { name: 'Covered' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
