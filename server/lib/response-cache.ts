import type { Database } from '../db/client';
import type { ChangeFeed } from '../db/change-feed';
import { ReadCache } from './read-cache';
import type { SessionUser } from './session-user';

const caches = new WeakMap<ChangeFeed, ReadCache<Buffer>>();

/**
 * Encrypted answers of read calls, per database. An answer depends on the call, the payload, who
 * asks (account and role: they fix the scope, privileges and masking), the day (ages and due dates)
 * and the data, which the change feed vouches for.
 */
export function responseCacheOf(database: Database): ReadCache<Buffer> {
  let cache = caches.get(database.changes);
  if (!cache) {
    cache = new ReadCache<Buffer>(database.changes, {
      maxEntries: 5_000,
      maxSize: 64 * 1024 * 1024,
      ttlMs: 5 * 60_000,
      sizeOf: (text) => (text as Buffer).length + 200,
    });
    caches.set(database.changes, cache);
  }
  return cache;
}

let dayAt = 0;
let day = '';

/** The server's local date, as answers that count ages or due dates see it. */
function today(now: number): string {
  if (now - dayAt > 1000) {
    const d = new Date(now);
    day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
    dayAt = now;
  }
  return day;
}

/** The key of an answer: the call, who asks, the day and the payload's ciphertext. */
export function responseKey(url: string, user: SessionUser, sealed: string, now = Date.now()): string {
  return `${url}\n${user.accountId}/${user.roleId}\n${today(now)}\n${sealed}`;
}
