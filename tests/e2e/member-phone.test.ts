import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText } from '@/contract/cipher';
import { settled, watch } from './support/browser';
import { CHECK_IN_MEETING_TOPIC } from '../../server/db/seed/my';
import { serverAndBrowser } from './support/suite';
import { signedIn } from './support/session';
import { CAPTCHA_CODE, DEMO_PASSWORD } from './support/server';
import { keepShot } from './support/shots';

const suite = serverAndBrowser();
const KEYS = { key: 'dj_backoffice_k1', iv: 'dj_backoffice_iv' };
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PHONE = { width: 390, height: 844 };

/** What member1 reads, in each language: sign-in labels, tiles and headings, the check-in's words. */
const WORDS = {
  en: {
    locale: 'en-US',
    account: 'Account',
    password: 'Password',
    captcha: 'Verification code',
    signIn: 'Sign in',
    todos: 'My to-dos',
    tiles: {
      Study: 'My studies',
      Exams: 'My exams',
      Votes: 'Online votes',
      Announcements: 'Announcements',
      'My dues': 'My dues',
      'My meetings': 'My meetings',
      'My record': 'My record',
      Appraisal: '/my/appraisal',
    },
    checkIn: 'Check in',
    already: /^You already checked in at \d\d:\d\d$/,
    clerkWords: ['Party organisations', 'Probationary members due'],
  },
  zh: {
    locale: 'zh-CN',
    account: '账号',
    password: '密码',
    captcha: '验证码',
    signIn: '登录',
    todos: '我的待办',
    tiles: {
      学习: '我的学习',
      考试: '我的考试',
      投票: '在线投票',
      通知公告: '通知公告',
      我的党费: '我的党费',
      我的会议: '我的会议',
      我的档案: '我的档案',
      民主评议: '/my/appraisal',
    },
    checkIn: '扫码签到',
    already: /^您已于\d\d:\d\d签到，无需重复签到$/,
    clerkWords: ['党组织', '预备党员转正到期'],
  },
} as const;
type Language = keyof typeof WORDS;

/** A phone: 390 × 844, touch, the language's locale; the page's CSP is bypassed only to inject axe-core. */
async function phone(browser: Browser, language: Language) {
  const context = await browser.newContext({
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: WORDS[language].locale,
    bypassCSP: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // A failed step leaves the phone's screenshot and what went wrong on its way to the server.
  watch(page);
  return { context, page, errors };
}

async function signInOn(page: Page, language: Language) {
  const w = WORDS[language];
  await page.getByLabel(w.account).fill('member1');
  await page.getByLabel(w.password).fill(DEMO_PASSWORD);
  await page.getByLabel(w.captcha, { exact: true }).fill(CAPTCHA_CODE);
  await page.getByRole('img').first().waitFor();
  await page.getByRole('button', { name: w.signIn }).tap();
}

/** axe-core's serious and critical violations of WCAG 2.1 A/AA on the page as it stands, named by the screen. */
async function accessibilityProblems(page: Page, screen: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: any[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n: { target: string[] }) => n.target.join(' ')).join(', ')}`);
  });
  return violations.map((v) => `${screen}: ${v}`);
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function call(page: Page, url: string, payload: unknown) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  const res = await fetch(`${suite.server.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json;charset=UTF-8', authorization: token },
    body: encryptText(JSON.stringify(payload), KEYS),
  });
  return JSON.parse(decryptText(await res.text(), KEYS));
}

const shot = (page: Page, name: string) => keepShot(page, `phone-${name}`, { fullPage: false });

/**
 * The link of the QR code of the meeting the seed plans on the next half hour, as its branch secretary's
 * screen shows it. Not the member's first meeting of the day: one planned for this morning may have closed
 * its check-in already.
 */
async function checkInLink(memberPage: Page): Promise<string> {
  const overview = (await call(memberPage, '/api/my/overview', {})).data;
  const meeting = overview.expected.find(
    (g: { kind: string; topic: string }) => g.kind === 'meeting' && g.topic === CHECK_IN_MEETING_TOPIC,
  );
  expect(meeting, 'the seeded check-in meeting among member1’s to-dos').toBeDefined();
  const sec = await signedIn(suite, 'secretary1');
  await sec.page.goto(`${suite.server.baseUrl}/Partydevelopment/toclassInfo?id=${meeting.id}`);
  const link = sec.page.getByTestId('check-in-link');
  await link.waitFor();
  await expect.poll(() => sec.page.getByRole('img', { name: 'QR code for check-in' }).count()).toBe(1);
  const href = new URL((await link.getAttribute('href'))!);
  await sec.context.close();
  return `${href.pathname}${href.search}`;
}

describe("a member's own phone", () => {
  let link = '';
  for (const language of ['en', 'zh'] as Language[]) {
    it(`shows member1 their home, screens and check-in on a 390 × 844 touch phone (${language})`, async () => {
      const w = WORDS[language];
      const { page, context, errors } = await phone(suite.browser, language);
      const problems: string[] = [];
      // Signed out, the QR code's link leads through the sign-in and back to the check-in.
      await page.goto(`${suite.server.baseUrl}/login`);
      problems.push(...(await accessibilityProblems(page, 'sign-in')));
      await signInOn(page, language);
      await page.waitForURL('**/dashboard');
      // Read from the secretary's screen each time: a server started again after a failure signs anew.
      link = await checkInLink(page);
      await context.clearCookies();
      await page.goto(`${suite.server.baseUrl}${link}`);
      await page.waitForURL(/\/login/);
      await signInOn(page, language);
      await page.waitForURL(/\/my\/checkin\?code=/);
      await page.getByRole('button', { name: w.checkIn }).tap();
      // The first language to run checks in; any later one (or a second tap) is told it already has.
      const answer = page.getByTestId('check-in-done').or(page.getByTestId('check-in-refused'));
      await answer.waitFor();
      if (await page.getByTestId('check-in-done').isVisible()) {
        await shot(page, `check-in-${language}`);
        await page.goto(`${suite.server.baseUrl}${link}`);
        await page.getByRole('button', { name: w.checkIn }).tap();
      }
      await expect.poll(() => page.getByTestId('check-in-refused').textContent()).toMatch(w.already);
      await shot(page, `check-in-again-${language}`);
      problems.push(...(await accessibilityProblems(page, 'check-in')));

      // The home: who I am, my to-dos only, the tiles; no figures, no clerk's to-dos or screens, three screens tall.
      await page.goto(`${suite.server.baseUrl}/`);
      await page.getByRole('heading', { name: w.todos }).waitFor();
      await page.getByTestId('my-todos').waitFor();
      await settled(page);
      const text = await page.locator('main, #root').first().innerText();
      for (const clerk of w.clerkWords) expect(text).not.toContain(clerk);
      const hrefs = await page.locator('.my-home a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(/^\/my\//);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeLessThanOrEqual(3 * PHONE.height);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      problems.push(...(await accessibilityProblems(page, 'home')));
      await shot(page, `home-${language}`);

      // Each tile opens its screen, readable and one column wide.
      for (const [tile, heading] of Object.entries(w.tiles)) {
        await page.getByRole('link', { name: tile, exact: true }).tap();
        // The member's own screens by their heading, the areas' member screens by their address.
        if (heading.startsWith('/')) await page.waitForURL(`**${heading}`);
        else await page.getByRole('heading', { name: heading }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await settled(page);
        if ((await sideways(page)) > 0) problems.push(`${tile}: scrolls sideways by ${await sideways(page)} px`);
        problems.push(...(await accessibilityProblems(page, tile)));
        const name = { 'My dues': 'dues', 我的党费: 'dues', 'My meetings': 'meetings', 我的会议: 'meetings' }[tile];
        if (name) await shot(page, `${name}-${language}`);
        if (tile === 'My record' || tile === '我的档案') {
          await page.getByTestId('my-record').waitFor();
          await shot(page, `record-${language}`);
        }
        await page.goBack();
        await page.getByRole('heading', { name: w.todos }).waitFor();
      }

      // Installable: the manifest names the system, and the service worker keeps the shell.
      const manifest = await (await fetch(`${suite.server.baseUrl}/manifest.webmanifest`)).json();
      expect(manifest).toMatchObject({ name: '公交客运集团党建管理系统', theme_color: '#1890ff' });
      expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
        '192x192 any',
        '512x512 any',
        '512x512 maskable',
      ]);
      // Active once it has fetched and kept the whole shell (a worker that cannot fetch a file of it never is).
      await expect
        .poll(
          () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? ''),
          { timeout: 60_000 },
        )
        .toMatch(/\/sw\.js$/);

      if (language === 'en') {
        // Large text from the navbar's size control: the member's screens grow with it.
        await context.addCookies([{ name: 'size', value: 'large', url: suite.server.baseUrl }]);
        await page.reload();
        await page.getByRole('heading', { name: w.todos }).waitFor();
        const size = await page.locator('.my-home').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        expect(size).toBeGreaterThanOrEqual(19);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await shot(page, 'home-large-text');
      }
      expect(problems, 'serious or critical axe-core violations').toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
      // Seven screens, each checked by axe-core, on a phone's pace: longer than the default.
    }, 420_000);
  }
});
