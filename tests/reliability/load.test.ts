import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from './support/http-client';
import { runLoad } from './support/load';
import { LOAD_LIMITS, signInMix } from './support/sign-in-mix';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
  type ScratchDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * Requests over 50 connections at once on a running server: sign-in, user info, menu and the member
 * list, as the SPA makes them. No error and no time-out under concurrency. How fast, and whether
 * memory comes back after 20,000 of them, is the benchmark's (`npm run bench`), not the suite's.
 * On PostgreSQL when one is configured, else on PGlite.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TOTAL = 1_500;
const CONNECTIONS = 50;
const TIMEOUT_MS = 10_000;

describe(`the server under concurrent load, on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let server: ServerProcess;
  let client: ApiClient;
  let database: ScratchDatabase | undefined;
  const dataDir = scratchDir('party-load-');

  beforeAll(async () => {
    if (TEST_DATABASE_URL) database = await freshPostgresDatabase(TEST_DATABASE_URL, 'rel_load');
    server = await startServer({ dataDir, databaseUrl: database?.url, env: LOAD_LIMITS });
    client = new ApiClient(server.base, { maxSockets: CONNECTIONS, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    client?.close();
    if (server && server.child.exitCode === null) await server.kill();
    await database?.drop();
    removeScratch(dataDir);
  });

  it(`answers ${TOTAL.toLocaleString('en')} requests over ${CONNECTIONS} connections with no error and no time-out`, async () => {
    const tokens = [await client.token('admin'), await client.token('secretary1')];
    const load = await runLoad({ total: TOTAL, connections: CONNECTIONS, step: signInMix(client, tokens) });
    expect(load.requests).toBeGreaterThanOrEqual(TOTAL);
    expect(load.errors.slice(0, 10), `${load.errors.length} errors`).toEqual([]);
    expect(load.timeouts, 'requests without an answer within 10 s').toBe(0);
    expect(load.ok).toBe(load.requests);
    // The server is still whole: it answers and shuts down cleanly.
    expect((await client.request('GET', '/readyz')).status).toBe(200);
    client.close();
    expect(await server.stop()).toBe(0);
  });
});
