import { describe, expect, it } from 'vitest';
import { dataRows, opened, settled } from './support/browser';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();

const WORDS = {
  en: {
    locale: 'en-US',
    menu: 'Member points',
    rank: 'Rank in branch',
    detail: 'Points detail',
    entries: 'Branch entries',
    tile: 'My points',
    total: /\d+(\.\d)? points in \d{4}/,
    rankText: /Rank \d+ of \d+ in your branch/,
    items: 'Every entry',
  },
  zh: {
    locale: 'zh-CN',
    menu: '党员积分',
    rank: '支部内排名',
    detail: '积分明细',
    entries: '支部加减分',
    tile: '我的积分',
    total: /\d{4}年积分 -?\d+/,
    rankText: /支部内排名第\d+（共\d+人）/,
    items: '积分明细',
  },
} as const;

describe('member points', () => {
  for (const language of ['en', 'zh'] as const) {
    const w = WORDS[language];

    it(`ranks the company's members and opens one member's year (${language})`, async () => {
      const { page, errors, context } = await signedIn(suite, 'company1', {
        locale: w.locale,
        width: 1440,
        height: 900,
      });
      await page.goto(`${suite.server.baseUrl}/memberManagement/memberPoints`);
      const ranking = page.getByRole('table').first();
      await ranking.getByRole('columnheader', { name: w.rank }).waitFor();
      const rows = dataRows(ranking);
      await rows.first().waitFor();
      // The first row holds rank 1: the table is in rank order.
      await expect.poll(() => rows.first().getByRole('cell').first().textContent()).toBe('1');
      const first = rows.first().getByRole('button').first();
      const name = (await first.textContent())!;
      await first.click();
      const drawer = await opened(page.getByRole('dialog'));
      await drawer.getByText(`${name} · ${w.detail}`).waitFor();
      await dataRows(drawer).first().waitFor();
      await keepShot(page, `member-points-${language}`, { fullPage: false });
      await drawer
        .getByRole('button', { name: /close|关闭/i })
        .first()
        .click();
      await drawer.waitFor({ state: 'hidden' });
      // The branches' entries, which count once the committee approves them.
      await page.getByRole('tab', { name: w.entries }).click();
      await dataRows(page.getByRole('tabpanel', { name: w.entries }))
        .first()
        .waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows member1 their points, rank and every entry on a 390 × 844 phone (${language})`, async () => {
      const { page, errors, context } = await signedIn(suite, 'member1', { locale: w.locale, width: 390, height: 844 });
      await settled(page);
      await page.getByRole('link', { name: w.tile }).click();
      await page.waitForURL('**/my/points');
      await expect.poll(async () => (await page.getByTestId('points-total').textContent()) ?? '').toMatch(w.total);
      expect(await page.getByTestId('points-rank').textContent()).toMatch(w.rankText);
      const items = page.getByRole('list', { name: w.items });
      await items.getByRole('listitem').first().waitFor();
      expect(await items.getByRole('listitem').count()).toBeGreaterThan(5);
      // Nothing runs off the side of a phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await keepShot(page, `my-points-${language}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
