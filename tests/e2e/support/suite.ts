import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { describeOpenPages, launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/** The server and the browser of one test file: started before its tests, ended after them. */
export function serverAndBrowser(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  // A failed step says what the pages showed and what the server said, not only which element was missing.
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = await describeOpenPages(ctx.task.name);
    console.error(`[${ctx.task.name}] failed\n${pages}\nserver's last words:\n${suite.server?.stderrTail() ?? ''}`);
  });
  afterAll(async () => {
    // The file's flows read through the cache in verify mode: not one answer memory kept may have been stale.
    const stale = suite.server ? await suite.server.staleReads() : { count: 0, recent: [] };
    await suite.browser?.close();
    await suite.server?.stop();
    expect(stale.recent, 'kept answers that the database contradicted').toEqual([]);
  });
  return suite;
}
