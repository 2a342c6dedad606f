import { percentile } from './stats';
import { ApiClient } from '../tests/reliability/support/http-client';
import { runLoad } from '../tests/reliability/support/load';
import { LOAD_LIMITS, signInMix } from '../tests/reliability/support/sign-in-mix';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
} from '../tests/reliability/support/server-process';

const TOTAL = 20_000;
const CONNECTIONS = 50;
const WARM_UP = 2_000;
/** How long the server gets to give memory back after the load. */
const SETTLE_MS = 20_000;
/** Memory may stand this much above the warmed-up figure once the load is over. */
export const RSS_MARGIN = 1.2;

export interface SustainedLoadFigures {
  requests: number;
  errors: number;
  timeouts: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  rssWarmMiB: number;
  rssPeakMiB: number;
  rssSettledMiB: number;
}

/**
 * 20,000 requests over 50 connections (sign-in, user info, menu, member list as the SPA makes them) on
 * PostgreSQL: no error, no time-out, and memory back within 20% of where it stood after warming up.
 */
export async function runSustainedLoadBench(databaseUrl: string): Promise<SustainedLoadFigures> {
  const database = await freshPostgresDatabase(databaseUrl, 'bench_load');
  const dataDir = scratchDir('party-bench-load-');
  const server = await startServer({ dataDir, databaseUrl: database.url, env: LOAD_LIMITS });
  const client = new ApiClient(server.base, { maxSockets: CONNECTIONS, timeoutMs: 10_000 });
  try {
    const step = signInMix(client, [await client.token('admin'), await client.token('secretary1')]);
    await runLoad({ total: WARM_UP, connections: CONNECTIONS, step });
    await new Promise((r) => setTimeout(r, 2000));
    const before = server.rssKiB();
    const load = await runLoad({ total: TOTAL, connections: CONNECTIONS, step });
    const peak = server.rssKiB();
    const deadline = Date.now() + SETTLE_MS;
    let after = server.rssKiB();
    while (after > before * RSS_MARGIN && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      after = server.rssKiB();
    }
    return {
      requests: load.requests,
      errors: load.errors.length,
      timeouts: load.timeouts,
      perSecond: Math.round(load.perSecond),
      p50Ms: Number(percentile(load.latencies, 50).toFixed(1)),
      p99Ms: Number(percentile(load.latencies, 99).toFixed(1)),
      rssWarmMiB: Math.round(before / 1024),
      rssPeakMiB: Math.round(peak / 1024),
      rssSettledMiB: Math.round(after / 1024),
    };
  } finally {
    client.close();
    if (server.child.exitCode === null) await server.stop();
    await database.drop();
    removeScratch(dataDir);
  }
}
