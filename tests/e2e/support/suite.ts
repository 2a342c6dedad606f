import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
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
  afterAll(async () => {
    // The file's flows read through the cache in verify mode: not one answer memory kept may have been stale.
    const stale = suite.server ? await suite.server.staleReads() : { count: 0, recent: [] };
    await suite.browser?.close();
    await suite.server?.stop();
    expect(stale.recent, 'kept answers that the database contradicted').toEqual([]);
  });
  return suite;
}
