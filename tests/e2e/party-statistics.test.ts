import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './support/suite';
import { signedIn, visit } from './support/session';
import { settled } from './support/browser';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();
const SLOW = { timeout: 20_000, interval: 200 };
const eventually = <T>(probe: () => Promise<T>) => expect.poll(probe, SLOW);
const go = (page: Page, path: string) => visit(page, suite.server.baseUrl, path);

describe('the annual party statistics against the real server', () => {
  it('shows last year’s tables for the group, opens the members behind a figure and goes to one of them', async () => {
    const { page, errors } = await signedIn(suite, 'orgdept1', { width: 1440, height: 1000 });
    await go(page, '/Intelligentanalysis/partystats');
    const screen = page.getByTestId('partystats');
    const lastYear = new Date().getFullYear() - 1;
    await eventually(() => screen.getByText(`Year: ${lastYear}-01-01 to ${lastYear}-12-31`).count()).toBe(1);
    for (const title of ['Changes in membership', 'Composition of the membership', 'Admissions', 'Party organisations'])
      await eventually(() => screen.getByText(title, { exact: true }).count()).toBe(1);
    await keepShot(page, 'party-statistics-en');

    // The seed's deaths of last year: the figure opens the list of who died, each a link to their record.
    const died = screen.locator('[data-item="losses.died"]').getByRole('button');
    await eventually(() => died.textContent()).toMatch(/^[1-9]\d*$/);
    await died.click();
    const drawer = page.getByRole('dialog');
    await eventually(() => drawer.getByRole('link').count()).toBeGreaterThan(0);
    const name = (await drawer.getByRole('link').first().textContent())!;
    await drawer.getByRole('link').first().click();
    await page.waitForURL('**/memberManagement/memberMaintenance_info?id=*');
    // The member's detail: their history as a timeline, the death among it.
    const timeline = page.getByTestId('membership-timeline');
    await eventually(() => timeline.getByText('Died').count()).toBe(1);
    await eventually(() => page.getByText(name).count()).toBeGreaterThan(0);

    // A day before the history begins: said, not counted.
    await go(page, '/Intelligentanalysis/partystats');
    // Typed once the screen has its tables and has asked the server again (it shows what it kept at once,
    // then its answer): a page still starting up or still fetching would put its first picker away.
    await eventually(() => screen.getByText('Changes in membership', { exact: true }).count()).toBe(1);
    await settled(page);
    const asOf = page.getByLabel('As of');
    await asOf.click();
    await asOf.fill('1950-12-31');
    await asOf.press('Enter');
    await eventually(() => screen.getByText(/before the membership history begins/).count()).toBe(1);
    expect(await screen.getByText('Changes in membership', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('reads the same screen in Chinese', async () => {
    const { page, errors } = await signedIn(suite, 'orgdept1', { width: 1440, height: 1000, locale: 'zh-CN' });
    await go(page, '/Intelligentanalysis/partystats');
    const screen = page.getByTestId('partystats');
    await eventually(() => screen.getByText('党员增减变化', { exact: true }).count()).toBe(1);
    await eventually(() => screen.locator('[data-item="balance.closing"]').getByRole('button').textContent()).toMatch(
      /^\d+$/,
    );
    await keepShot(page, 'party-statistics-zh');
    expect(errors).toEqual([]);
  });
});
