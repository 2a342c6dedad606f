import { resultRows } from './sql-rows';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tooMany } from './errors';
import { say } from '../../src/contract/messages/message';

/**
 * A fixed-window counter kept in the database, so that the limit holds across server processes.
 * Throws 429 once `limit` hits fall in the current window.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
  const rows = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_limits (key, window_start, count) VALUES (${key}, ${windowStart.toISOString()}, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limits.count + 1
    RETURNING count`);
  const count = Number(resultRows<{ count: number }>(rows)[0]?.count ?? 0);
  if (count > limit) throw tooMany(say('request.tooFrequent'));
}

/** Old windows are of no use; removed now and then by the housekeeping timer. */
export async function pruneRateLimits(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
}
