import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dataKeys } from './data-keys';
import { CHAINED_LOGS, sealLogs, verifyLog, type ChainCheck } from './log-chain';
import { writeOplog } from './oplog';
import { resultRows } from './sql-rows';

export const CHAIN_CHECK_CALL = 'housekeeping: verify log chains';
const DAY_MS = 24 * 3600_000;

/**
 * The housekeeping's part in the logs' integrity: seal what is waiting, and once a day check both chains
 * whole and write the result into the operation log itself (sealed like any row). Also takes a data key a
 * rotation added to the key file meanwhile.
 */
export async function logChainChore(db: Db): Promise<void> {
  dataKeys().reloadIfChanged();
  await sealLogs(db);
  const [last] = resultRows<{ ms: string | null }>(
    await db.execute(
      sql`SELECT (extract(epoch from max(at)) * 1000)::bigint::text AS ms FROM operation_log WHERE action = 'verifyChain' AND call = ${CHAIN_CHECK_CALL}`,
    ),
  );
  if (last?.ms && Date.now() - Number(last.ms) < DAY_MS - 15 * 60_000) return;
  await checkLogChains(db);
}

/** Checks both chains whole and records the outcome in the operation log. */
export async function checkLogChains(db: Db) {
  const checks: ChainCheck[] = [];
  for (const log of CHAINED_LOGS) checks.push(await verifyLog(db, log));
  const ok = checks.every((c) => c.ok);
  await db.transaction(async (tx) => {
    await writeOplog(tx as unknown as Db, {
      call: CHAIN_CHECK_CALL,
      action: 'verifyChain',
      resource: 'operLog',
      outcome: ok ? 200 : 409,
      after: { checks },
    });
  });
  await sealLogs(db);
  return checks;
}
