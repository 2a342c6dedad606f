import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { idCheckChar } from '@/contract';
import { memberEntity } from '@/contract/resource';
import { choose, dataRows, detailLine, opened } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';
import { entityRoutes } from '@/contract/entity-routes';

const suite = serverAndBrowser();

const LIST = entityRoutes(memberEntity).list;
const DETAIL = entityRoutes(memberEntity).detail;
const BRANCH = '一车队第一党支部';
const run = Date.now().toString().slice(-6);

/** A valid 18-digit ID number born on the given day, unique to this run. */
function idNumber(birth: string, serial: string): string {
  const first17 = `410102${birth.replace(/-/g, '')}${serial.padStart(3, '0').slice(-3)}`;
  return first17 + idCheckChar(first17);
}

/** The record's form, called after the record. */
const form = (page: Page) => page.getByRole('form');
/** The record's name, atop its details. */
const heading = (page: Page) => page.getByRole('heading', { level: 3 });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });

async function pick(page: Page, label: string, option: string) {
  await field(page, label).click();
  await choose(page, option);
}

async function fillDate(page: Page, label: string, date: string) {
  await field(page, label).click();
  await field(page, label).fill(date);
  await field(page, label).press('Enter');
}

/** What the list shows when nothing is found (its picture's title reads the same, unseen). */
const emptyList = (page: Page) =>
  page.getByRole('table').getByText('No data', { exact: true }).filter({ visible: true });

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('member screens against the real server', () => {
  it('creates, edits, meets a stale version and deletes a member', async () => {
    const { page, context, errors } = await signedIn(suite, 'secretary1');
    const name = `测试${run}`;
    const id = idNumber('1990-05-17', run);

    // Create: the ID number gives birth date, sex and age while it is typed.
    await visit(page, suite.server.baseUrl, DETAIL);
    await field(page, 'Name').fill(name);
    await field(page, 'ID number').fill(id);
    await expect.poll(() => page.locator('[data-field="birthDate"]').textContent()).toBe('1990-05-17');
    await field(page, 'Mobile').fill('13912345678');
    await pick(page, 'Branch', BRANCH);
    await pick(page, 'Member type', 'Full member');
    await fillDate(page, 'Joined on', '2015-07-01');
    await fillDate(page, 'Full member on', '2016-07-01');
    await pick(page, 'Status', 'Active');
    await save(page);
    await page.waitForURL(/memberMaintenance_info\?id=\d+$/);
    const recordUrl = page.url();
    await expect.poll(() => heading(page).textContent()).toBe(name);
    // Kept encrypted and shown masked; the clerk shows it on purpose.
    await expect.poll(() => detailLine(page, 'ID number').textContent()).toContain(`${id.slice(0, 6)}********`);
    await page.getByRole('button', { name: 'Show ID number' }).click();
    await expect.poll(() => detailLine(page, 'ID number').textContent()).toContain(id);

    // Edit.
    await page.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Work unit').fill('第一客运分公司一车队');
    await save(page);
    await expect.poll(() => detailLine(page, 'Work unit').textContent()).toContain('第一客运分公司一车队');

    // Stale version: a second page loads the record, the first saves, then the second saves.
    const second = await context.newPage();
    await second.goto(`${recordUrl}&edit=1`);
    await expect.poll(() => field(second, 'Name').inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Edit' }).click();
    await field(page, 'Name').fill(`${name}甲`);
    await save(page);
    await expect.poll(() => heading(page).textContent()).toBe(`${name}甲`);
    await field(second, 'Name').fill(`${name}乙`);
    await save(second);
    const dialog = second.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain('Someone else changed this record');
    expect(await field(second, 'Name').inputValue()).toBe(`${name}乙`);
    await (await opened(dialog)).getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => field(second, 'Name').inputValue()).toBe(`${name}甲`);
    await second.close();

    // Delete from the list, found by its name.
    await visit(page, suite.server.baseUrl, LIST);
    await page.getByRole('search').getByLabel('Name', { exact: true }).fill(`${name}甲`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(1);
    const row = dataRows(page).filter({ hasText: `${name}甲` });
    await row.getByRole('button', { name: 'Delete' }).click();
    await (await opened(page.getByRole('tooltip'))).getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect.poll(() => emptyList(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('exports the list, and imports nothing from a spreadsheet with one bad row but lists the refused row', async () => {
    const { page, context, errors } = await signedIn(suite, 'secretary1');
    const good = `导入${run}`;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('党员');
    const columns = memberEntity.fields.filter((f) => !f.derived);
    sheet.addRow(columns.map((f) => f.label.zh + (f.required ? '*' : '')));
    const row = (values: Record<string, string>) => sheet.addRow(columns.map((f) => values[f.name] ?? ''));
    const base = {
      orgId: BRANCH,
      memberType: '正式党员',
      joinedOn: '2016-07-01',
      fullOn: '2017-07-01',
      status: '正常',
    };
    row({ ...base, name: good, idNumber: idNumber('1985-03-02', `${Number(run) + 1}`) });
    row({ ...base, name: `${good}错`, idNumber: '410102198503021234' });
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await visit(page, suite.server.baseUrl, LIST);
    // The export runs as a job: a progress bar shows while the file is written, then the file arrives. A
    // branch's list is written in a moment, so the bar is caught the moment it shows rather than polled for.
    await page.evaluate(() => {
      const seen = window as unknown as { exportBarSeen: string | null };
      seen.exportBarSeen = null;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="job-progress"]');
        if (bar && !seen.exportBarSeen) seen.exportBarSeen = bar.textContent;
      }).observe(document.body, { childList: true, subtree: true });
    });
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.xlsx$/);
    expect(await page.evaluate(() => (window as unknown as { exportBarSeen: string | null }).exportBarSeen)).toContain(
      'Exporting',
    );
    await expect.poll(() => page.getByTestId('job-progress').count()).toBe(0);

    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    // The file is picked as a person picks it: from the chooser the button opens.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      (await opened(dialog)).getByRole('button', { name: 'Choose file' }).click(),
    ]);
    await chooser.setFiles({
      name: 'members.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const refusals = dialog.getByTestId('import-refusals');
    await expect.poll(() => dataRows(refusals).count()).toBeGreaterThan(0);
    const first = dataRows(refusals).first();
    expect(await first.getByRole('cell').first().textContent()).toBe('3');
    expect(await first.textContent()).toContain('ID number');
    expect(await dataRows(refusals).count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.getByRole('search').getByLabel('Name', { exact: true }).fill(good);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => emptyList(page).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
