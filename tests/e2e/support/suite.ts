import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { describeOpenPages, launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/**
 * The server and the browser of one test file: started before its tests, ended after them. A failed
 * test leaves a new server on the seeded data behind it, and no page open: the tests after it start
 * from the demo data, not from the ballot or the move the failed one half made.
 */
export function serverAndBrowser(): Suite {
  const suite = {} as Suite;
  const stale: string[] = [];
  // The file's flows read through the cache in verify mode: not one answer memory kept may have been stale.
  const stop = async (server: RunningServer | undefined) => {
    if (!server) return;
    stale.push(...(await server.staleReads()).recent);
    await server.stop();
  };
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    // What the pages showed and what the server said, not only which element was missing.
    const pages = await describeOpenPages(ctx.task.name);
    console.error(`[${ctx.task.name}] failed\n${pages}\nserver's last words:\n${suite.server?.stderrTail() ?? ''}`);
    await Promise.all(suite.browser?.contexts().map((c) => c.close()) ?? []);
    await stop(suite.server);
    suite.server = await startServer();
  });
  afterAll(async () => {
    // The browser closes while the server waits out its last second of announcements.
    await Promise.all([suite.browser?.close(), stop(suite.server)]);
    expect(stale, 'kept answers that the database contradicted').toEqual([]);
  });
  return suite;
}
