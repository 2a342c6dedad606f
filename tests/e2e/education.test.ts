import { describe, expect, it } from 'vitest';
import { opened, settled } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';

const suite = serverAndBrowser();

describe('a member studies and takes an exam from the tiles of their home', () => {
  it('studies an item with the time recorded, then takes the open exam against the clock and sees the score', async () => {
    const { page, context, errors } = await signedIn(suite, 'member1');
    const tile = (name: string) =>
      page.getByRole('navigation', { name: 'My screens' }).getByRole('link', { name, exact: true });
    await settled(page);
    await tile('Study').click();
    await page.waitForURL('**/my/study');

    // Studying: the item opens, time counts while the page is in view, finishing records it.
    const study = page.getByRole('region', { name: 'My studies' });
    const item = study
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Study' }) })
      .first();
    await item.getByRole('button', { name: 'Study' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Time counts while this page is in view').isVisible()).toBe(true);
    // The reader watches the time counted grow to a few seconds before finishing.
    const counted = dialog.getByText(/（\d+s）$/);
    await expect
      .poll(async () => Number(/（(\d+)s）/.exec((await counted.textContent()) ?? '')?.[1] ?? 0))
      .toBeGreaterThanOrEqual(3);
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(async () => Number(await counted.getAttribute('data-seconds'))).toBeGreaterThanOrEqual(2);
    await expect.poll(() => dialog.getByText('Done', { exact: true }).isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => item.getByText('Done', { exact: true }).isVisible()).toBe(true);

    // The exam, from the home's tile: the clock runs from the server's deadline; every question answered;
    // handed in; the score shown.
    await page.goBack();
    await tile('Exams').click();
    await page.waitForURL('**/my/exams');
    const exam = page
      .getByRole('region', { name: 'My exams' })
      .getByRole('listitem')
      .filter({ hasText: '2026年第四季度党章党规知识测试' });
    await exam.getByRole('button', { name: 'Start exam' }).click();
    const clock = page.getByTestId('exam-clock');
    await expect.poll(() => clock.textContent()).toMatch(/Time left (29|30):\d\d/);
    // Each question offers its answers as boxes to tick or a choice of one.
    const questions = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('checkbox').or(page.getByRole('radio')) });
    expect(await questions.count()).toBe(10);
    for (let i = 0; i < 10; i++) {
      const q = questions.nth(i);
      const boxes = q.getByRole('checkbox');
      if (await boxes.count()) {
        await boxes.nth(0).check();
        await boxes.nth(1).check();
      } else {
        await q.getByRole('radio').first().check();
      }
    }
    await expect.poll(() => page.getByText('Answers saved').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Hand in' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'You cannot change your answers afterwards. Hand in?' });
    await (await opened(confirm)).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByTestId('exam-score').textContent()).toMatch(/^Score \d+ \/ 100$/);
    await page.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => exam.getByText('Handed in').isVisible()).toBe(true);
    await expect.poll(() => exam.getByText(/^Score \d+$/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
