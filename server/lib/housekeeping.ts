import type { FastifyBaseLogger } from 'fastify';
import { lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/index';
import { pruneCaptchas } from '../modules/auth/captcha';
import { pruneRateLimits } from './rate-limit';
import { pruneLogs } from './log-retention';

const EVERY_MS = 10 * 60_000;

/** Removes spent captchas, old rate windows, long-dead sessions and logs past their retention now and then. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const run = async () => {
    try {
      await pruneCaptchas(db);
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
