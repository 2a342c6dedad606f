import { describe, expect, it } from 'vitest';
import { dataRows, opened } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';

const suite = serverAndBrowser();
/** A month the seed leaves empty. */
const MONTH = '2026-12';
const BRANCH = '一车队第一党支部';

describe('a branch clerk month of dues', () => {
  it('generates a month, marks rows paid and reads the summary', async () => {
    const { page, errors } = await signedIn(suite, 'secretary1');
    await page.goto(`${suite.server.baseUrl}/feeManagement/feeIncome`);

    // Generate the month for the clerk's own branch (preselected).
    await page.getByRole('button', { name: 'Generate month' }).click();
    const dialog = await opened(page.getByRole('dialog', { name: 'Generate the dues of a month' }));
    await dialog.getByLabel('Month').click();
    await dialog.getByLabel('Month').fill(MONTH);
    await dialog.getByLabel('Month').press('Enter');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText(/\d+ dues rows created/).textContent()).toMatch(/^1\d dues rows created$/);
    const created = Number((await page.getByText(/dues rows created/).textContent())!.split(' ')[0]);

    // The list now shows that month only, every row unpaid.
    const rows = dataRows(page);
    await expect.poll(() => rows.count()).toBe(created);
    await expect.poll(() => rows.first().textContent()).toContain(MONTH);
    const inState = (state: string) => page.getByRole('cell', { name: state, exact: true });
    await expect.poll(() => inState('Unpaid').count()).toBe(created);

    // Tick two rows and mark them paid on one date.
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark paid (2)' }).click();
    const pay = await opened(page.getByRole('dialog', { name: 'Mark the 2 selected rows paid' }));
    await pay.getByLabel('Paid on').click();
    await pay.getByLabel('Paid on').fill(`${MONTH}-15`);
    await pay.getByLabel('Paid on').press('Enter');
    await pay.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => inState('Paid').count(), { timeout: 15_000 }).toBe(2);

    // The summary of that month: the branch total, what is due and what came in.
    await page.getByRole('tab', { name: 'Summary' }).click();
    const summary = page.getByTestId('fee-summary');
    await summary.getByLabel('Month').click();
    await summary.getByLabel('Month').fill(MONTH);
    await summary.getByLabel('Month').press('Enter');
    const total = dataRows(summary).filter({ hasText: `${BRANCH} (Total)` });
    const figure = (n: number) => total.getByRole('cell').nth(n);
    await expect.poll(() => figure(2).textContent()).toBe(String(created));
    await expect.poll(() => figure(3).textContent()).toBe(String(created - 2));
    const due = Number(await figure(4).textContent());
    const paid = Number(await figure(5).textContent());
    expect(due).toBeGreaterThan(paid);
    expect(paid).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
