import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed, CHANGE_CHANNEL, listenPostgres } from '../../server/db/change-feed';
import { TEST_DATABASE_URL, TEST_DB } from './support/test-db';

/** A TCP relay to PostgreSQL whose open connections can be frozen: nothing passes, nothing closes. */
function freezableRelay(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)),
      ),
    /** A network cut without a word: the open connections stop carrying anything; new ones pass. */
    freeze: () => {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function until(what: string, check: () => boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - start;
}

describe.skipIf(TEST_DB !== 'postgres' || !TEST_DATABASE_URL)('change feed on PostgreSQL', () => {
  const target = new URL(TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/postgres');
  const relay = freezableRelay(target);
  let url = '';
  beforeAll(async () => {
    const port = await relay.listen();
    const u = new URL(target.toString());
    u.hostname = '127.0.0.1';
    u.port = String(port);
    url = u.toString();
  });
  afterAll(async () => relay.close());

  it('finds a connection cut without a word within seconds, stops being live, and listens again', async () => {
    const feed = new ChangeFeed();
    const listener = listenPostgres(url, feed);
    try {
      await listener.ready;
      expect(feed.live).toBe(true);
      relay.freeze();
      // The heartbeat every 5 s with a 2 s limit: at most about 7 s of announcements can go unheard.
      const took = await until('the cut is noticed', () => !feed.live, 12_000);
      expect(took).toBeLessThan(9_000);
      await until('listening again', () => feed.live, 5_000);
      // And announcements arrive again on the new connection.
      const before = feed.generation;
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`NOTIFY ${CHANGE_CHANNEL}, 'test'`);
      await c.end();
      await until('an announcement heard', () => feed.generation > before, 3_000);
    } finally {
      await listener.stop();
    }
    expect(feed.live).toBe(false);
  }, 30_000);
});
