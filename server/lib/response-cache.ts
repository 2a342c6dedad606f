import type { Database } from '../db/client';
import { cacheKind, cacheOn, type ReadCache } from './read-cache';
import type { SessionUser } from './session-user';

const ANSWERS = cacheKind<Buffer>('answers', {
  maxEntries: 5_000,
  maxSize: 64 * 1024 * 1024,
  ttlMs: 5 * 60_000,
  sizeOf: (text) => (text as Buffer).length + 200,
});

/**
 * Encrypted answers of read calls, per database. An answer depends on the call, the payload, who
 * asks (account and role: they fix the scope, privileges and masking), the day (ages and due dates)
 * and the data, which the change feed vouches for.
 */
export function responseCacheOf(database: Database): ReadCache<Buffer> {
  return cacheOn(database.changes, ANSWERS);
}

let dayAt = 0;
let day = '';

/** The group's days begin at midnight in China (UTC+8), where the member's home and the calendars count "today". */
const GROUP_OFFSET_MS = 8 * 3_600_000;

/**
 * The day as answers see it: the server's local date (ages, due dates) and the group's, which begins at
 * another hour when the server runs in another zone. An answer kept on one day is not served on the next by either.
 */
function today(now: number): string {
  if (now - dayAt > 1000) {
    const d = new Date(now);
    const g = new Date(now + GROUP_OFFSET_MS);
    day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}/${g.getUTCFullYear()}-${g.getUTCMonth() + 1}-${g.getUTCDate()}`;
    dayAt = now;
  }
  return day;
}

/** The key of an answer: the call, who asks, in which language (menu labels), the day and the payload's ciphertext. */
export function responseKey(url: string, user: SessionUser, sealed: string, now = Date.now(), language = 'zh'): string {
  return `${url}\n${user.accountId}/${user.roleId}\n${language}\n${today(now)}\n${sealed}`;
}
