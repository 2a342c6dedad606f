import type { Database } from '../db/client';
import { groupDay } from './group-zone';
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
export function responseCacheOf(database: Database): ReadCache<Buffer> | undefined {
  return cacheOn(database.changes, ANSWERS);
}

let dayAt = 0;
let day = '';

/**
 * Today's date as every answer that counts days sees it: the server's local date (ages, due dates), the
 * UTC date (open windows of studies and exams) and the group's (APP_TIME_ZONE: the member's to-dos and
 * meetings, the calendars). An answer kept under one day is not served on the next in any of them.
 */
function today(now: number): string {
  if (now - dayAt > 1000) {
    const d = new Date(now);
    day = `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}/${d.toISOString().slice(0, 10)}/${groupDay(d)}`;
    dayAt = now;
  }
  return day;
}

/** The key of an answer: the call, who asks, in which language (menu labels), the day and the payload's ciphertext. */
export function responseKey(url: string, user: SessionUser, sealed: string, now = Date.now(), language = 'zh'): string {
  return `${url}\n${user.accountId}/${user.roleId}\n${language}\n${today(now)}\n${sealed}`;
}
