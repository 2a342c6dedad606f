import { lt, sql } from 'drizzle-orm';
import { OPLOG_MIN_RETENTION_DAYS } from '../../src/contract/resource/matter-rules';
import type { Db } from '../db/client';
import { loginLog, operationLog } from '../db/schema/index';
import { matterNumber } from './matters';
import { anchorBeforePrune } from './log-chain';

/** How long the logs are kept: the standard matter oplog.retentionDays, never below 180 days. */
export async function logRetentionDays(db: Db): Promise<number> {
  return Math.max(
    OPLOG_MIN_RETENTION_DAYS,
    Math.floor(await matterNumber(db, 'oplog.retentionDays', OPLOG_MIN_RETENTION_DAYS)),
  );
}

/** Removes log rows past their retention (the database itself refuses anything younger than 180 days). */
export async function pruneLogs(db: Db): Promise<void> {
  // The database's clock, the one its guard reads.
  const before = sql`now() - make_interval(days => ${await logRetentionDays(db)})`;
  // The chain then starts at the first row kept, from the hash of the last row removed.
  await anchorBeforePrune(db, 'operation_log', before);
  await db.delete(operationLog).where(lt(operationLog.at, before));
  await anchorBeforePrune(db, 'login_log', before);
  await db.delete(loginLog).where(lt(loginLog.at, before));
}
