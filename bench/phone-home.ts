import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  CAPTCHA_CODE,
  ROOT,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';
import { percentile } from './stats';

/** The phone of the issue: a mid-range handset on a weak mobile line (Chromium's own throttling, through CDP). */
export const PHONE_PROFILE = { cpuSlowdown: 4, downKbit: 1600, upKbit: 750, rttMs: 150 } as const;
export const PHONE_BUDGET_MS = 3000;

export interface PhoneHomeFigures {
  runsMs: number[];
  medianMs: number;
  /** Scripts and styles the phone fetched from the click to the to-dos (KiB as sent, median): the bundle row, seen by the browser. */
  codeKiB: number;
  /** The load average of the machine over the runs' minute: the figures of a busy machine are slower. */
  loadAverage: number;
}

/**
 * From the sign-in click to member1's to-dos on their home, on the phone profile, median of five fresh
 * phones (nothing cached, no service worker yet): what a member waits for on the first day.
 */
export async function runPhoneHomeBench(runs = 5): Promise<PhoneHomeFigures> {
  const dataDir = scratchDir('party-bench-phone-');
  // The SPA as built (npm run build): the server of the reliability suite serves none unless told where it is.
  const server = await startServer({
    dataDir,
    env: { APP_CAPTCHA_TEST_CODE: CAPTCHA_CODE, APP_DIST_DIR: path.join(ROOT, 'dist') },
    // A fresh database is migrated and seeded with the demo group first: minutes on a busy machine.
    readyTimeoutMs: 600_000,
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const runsMs: number[] = [];
  const codeBytes: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        locale: 'zh-CN',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PHONE_PROFILE.rttMs,
        downloadThroughput: (PHONE_PROFILE.downKbit * 1000) / 8,
        uploadThroughput: (PHONE_PROFILE.upKbit * 1000) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
      // What the page fetches after the click, by request: its kind, and its size as sent (compressed).
      let counting = false;
      const code = new Set<string>();
      let bytes = 0;
      cdp.on('Network.responseReceived', (e) => {
        if (counting && (e.type === 'Script' || e.type === 'Stylesheet')) code.add(e.requestId);
      });
      cdp.on('Network.loadingFinished', (e) => {
        if (code.has(e.requestId)) bytes += e.encodedDataLength;
      });
      await page.goto(`${server.base}/login`);
      await page.getByLabel('账号').fill('member1');
      await page.getByLabel('密码').fill('Party@2026');
      await page.getByLabel('验证码', { exact: true }).fill(CAPTCHA_CODE);
      await page.getByAltText('验证码图片，点击刷新').waitFor();
      const start = Date.now();
      counting = true;
      await page.getByRole('button', { name: '登录' }).tap();
      await page.getByTestId('my-todos').waitFor({ timeout: 60_000 });
      runsMs.push(Date.now() - start);
      counting = false;
      codeBytes.push(bytes);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    removeScratch(dataDir);
  }
  return {
    runsMs,
    medianMs: percentile(runsMs, 50),
    codeKiB: Math.round(percentile(codeBytes, 50) / 102.4) / 10,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  runPhoneHomeBench()
    .then((figures) => console.log(figures))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
