import type { FastifyBaseLogger } from 'fastify';
import { lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';
import { pruneRateLimits } from './rate-limit';
import { pruneLogs } from './log-retention';

const EVERY_MS = 10 * 60_000;

/** A clean-up an area owns (spent captchas), run with the others. */
export type Chore = (db: Db) => Promise<void>;

/** Now and then: the areas' chores, then old rate windows, long-dead sessions and logs past their retention. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, chores: readonly Chore[] = []): () => void {
  const run = async () => {
    try {
      for (const chore of chores) await chore(db);
      await pruneRateLimits(db);
      const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000);
      await db.delete(sessions).where(or(lt(sessions.expiresAt, weekAgo), lt(sessions.revokedAt, weekAgo)));
      await pruneLogs(db);
    } catch (err) {
      log.warn({ err }, 'housekeeping failed');
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
