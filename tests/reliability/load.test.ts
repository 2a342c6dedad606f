import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile } from '../../bench/stats';
import { ApiClient, type CallAnswer } from './support/http-client';
import { runLoad, type LoadStep } from './support/load';
import {
  freshPostgresDatabase,
  removeScratch,
  scratchDir,
  startServer,
  type ScratchDatabase,
  type ServerProcess,
} from './support/server-process';

/**
 * 20,000 requests over 50 connections on a running server: sign-in, user info, menu and the member
 * list, as the SPA makes them. No error, no time-out, and the server's memory back within 20% of
 * where it stood after warming up. On PostgreSQL (the production path: a fresh database on the
 * TEST_DATABASE_URL server) when one is configured, else on PGlite; PGlite runs every query on the
 * server's one thread and takes about twice as long for the same load.
 */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const TOTAL = 20_000;
const CONNECTIONS = 50;
const TIMEOUT_MS = 10_000;
const WARM_UP = 2_000;
/** Memory may stand this much above the warmed-up figure once the load is over. */
const RSS_MARGIN = 1.2;
/** How long the server gets to give memory back after the load. */
const SETTLE_MS = 20_000;

describe(`the server under load, on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let server: ServerProcess;
  let client: ApiClient;
  let tokens: string[];
  let database: ScratchDatabase | undefined;
  const dataDir = scratchDir('party-load-');

  beforeAll(async () => {
    if (TEST_DATABASE_URL) database = await freshPostgresDatabase(TEST_DATABASE_URL, 'rel_load');
    server = await startServer({
      dataDir,
      databaseUrl: database?.url,
      // Every client here is 127.0.0.1: the per-address sign-in limits would refuse the load's sign-ins.
      env: { APP_LOGIN_RATE_PER_MINUTE: '100000', APP_CAPTCHA_RATE_PER_MINUTE: '100000' },
    });
    client = new ApiClient(server.base, { maxSockets: CONNECTIONS, timeoutMs: TIMEOUT_MS });
    tokens = [await client.token('admin'), await client.token('secretary1')];
  });

  afterAll(async () => {
    client?.close();
    if (server && server.child.exitCode === null) await server.kill();
    await database?.drop();
    removeScratch(dataDir);
  });

  const expectOk = (what: string, r: CallAnswer, check?: (data: any) => boolean): string | null => {
    if (r.status !== 200 || r.envelope.error_code !== 200) return `${what}: ${r.status} ${r.envelope.error_msg}`;
    if (check && !check(r.envelope.data))
      return `${what}: unexpected answer ${JSON.stringify(r.envelope.data).slice(0, 200)}`;
    return null;
  };

  /** The mix: 1% sign-ins (captcha + sign-in: scrypt costs ~50 ms of CPU), a third each of user info, menu and member list. */
  const step = (i: number): { weight: number; run: LoadStep } => {
    const token = tokens[i % tokens.length];
    const slot = i % 100;
    if (slot === 0) {
      const account = i % 200 === 0 ? 'admin' : 'secretary1';
      return {
        weight: 2,
        run: async () => {
          const r = await client.signIn(account);
          return r.token ? null : `sign-in of ${account}: ${r.captchaStatus}/${r.loginStatus} ${r.message}`;
        },
      };
    }
    if (slot <= 33)
      return {
        weight: 1,
        run: async () =>
          expectOk(
            'user info',
            await client.call('/api/auth/getUserInfo', {}, { token }),
            (d) => typeof d?.account === 'string',
          ),
      };
    if (slot <= 63)
      return {
        weight: 1,
        run: async () =>
          expectOk('menu', await client.call('/api/menu/get', {}, { token }), (d) => Array.isArray(d) && d.length > 0),
      };
    const filters = [{}, { memberType: '2' }, { name: '王' }, { status: '1' }][i % 4];
    const sort = i % 3 === 0 ? { field: 'joinedOn', order: 'desc' } : undefined;
    return {
      weight: 1,
      run: async () =>
        expectOk(
          'member list',
          await client.call('/api/member/list', { pageCurrent: 1 + (i % 5), pageSize: 20, filters, sort }, { token }),
          (d) => Array.isArray(d?.records) && typeof d.total === 'number',
        ),
    };
  };

  it(`answers ${TOTAL.toLocaleString('en')} requests over ${CONNECTIONS} connections with no error, no time-out, and memory back within 20%`, async () => {
    const warm = await runLoad({ total: WARM_UP, connections: CONNECTIONS, step });
    expect(warm.errors.slice(0, 5), 'warm-up').toEqual([]);
    await new Promise((r) => setTimeout(r, 2000));
    const before = server.rssKiB();

    const load = await runLoad({ total: TOTAL, connections: CONNECTIONS, step });
    const peak = server.rssKiB();

    // Idle now: the server gets a moment to collect garbage and hand memory back.
    const deadline = Date.now() + SETTLE_MS;
    let after = server.rssKiB();
    while (after > before * RSS_MARGIN && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      after = server.rssKiB();
    }
    console.log(
      `load: ${load.requests} requests in ${(load.elapsedMs / 1000).toFixed(1)} s (${Math.round(load.perSecond)}/s), ` +
        `p50 ${percentile(load.latencies, 50).toFixed(1)} ms, p99 ${percentile(load.latencies, 99).toFixed(1)} ms; ` +
        `RSS ${Math.round(before / 1024)} MiB after warm-up, ${Math.round(peak / 1024)} MiB at the end of the load, ${Math.round(after / 1024)} MiB settled`,
    );

    expect(load.requests).toBeGreaterThanOrEqual(TOTAL);
    expect(load.errors.slice(0, 10), `${load.errors.length} errors`).toEqual([]);
    expect(load.timeouts, 'requests without an answer within 10 s').toBe(0);
    expect(load.ok).toBe(load.requests);
    expect(after, `RSS settled at ${after} KiB against ${before} KiB after warm-up`).toBeLessThanOrEqual(
      before * RSS_MARGIN,
    );
    // The server is still whole: it answers and shuts down cleanly.
    expect((await client.request('GET', '/readyz')).status).toBe(200);
    client.close();
    expect(await server.stop()).toBe(0);
  });
});
