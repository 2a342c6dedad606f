import type { Db } from '../db/client';
import { operationLog } from '../db/schema/index';
import { runBySlots, StatementSlots } from '../db/statement-slots';

export interface OplogEntry {
  accountId?: number | null;
  account?: string | null;
  orgId?: number | null;
  ip?: string | null;
  call: string;
  action: string;
  resource?: string | null;
  recordId?: string | number | null;
  outcome: number;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEYS = /passw|pwd|token|hash|secret/i;

/** Copies a record for the log without any secret it may carry. */
export function scrubForLog(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(scrubForLog);
  if (typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) ? '***' : scrubForLog(v),
      ]),
    );
  }
  return value;
}

/** One entry of the operation log; the statement goes by the shape of which of its columns are empty. */
export async function writeOplog(db: Db, e: OplogEntry): Promise<void> {
  const slots = StatementSlots.slotted();
  const values = slots.row({
    accountId: e.accountId ?? null,
    account: e.account ?? null,
    orgId: e.orgId ?? null,
    ip: e.ip ?? null,
    call: e.call,
    action: e.action,
    resource: e.resource ?? null,
    recordId: e.recordId === undefined || e.recordId === null ? null : String(e.recordId),
    outcome: e.outcome,
    before: scrubForLog(e.before),
    after: scrubForLog(e.after),
  });
  await runBySlots(db, operationLog, 'insert', slots, () => db.insert(operationLog).values(values as never));
}
