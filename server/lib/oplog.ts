import type { Db } from '../db/client';
import { operationLog } from '../db/schema/index';
import { runBySlots, StatementSlots } from '../db/statement-slots';
import { ENTITIES } from '../../src/contract/resource/index';
import type { FieldDef } from '../../src/contract/resource/types';
import { blindIndex, isSealed, masked, openValue } from './sensitive';

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

/** Personal data by field name, wherever a logged record carries it: its mask. */
const SENSITIVE = new Map<string, FieldDef>(
  ENTITIES.flatMap((e) => e.fields.filter((f) => f.sensitive).map((f) => [f.name, f] as const)),
);

/**
 * Personal data as the log keeps it: masked, with a short keyed fingerprint so that a change of digits
 * the mask hides still shows as a change; never the value, never its ciphertext (the log outlives keys).
 */
export function loggedSensitive(field: Pick<FieldDef, 'masked'>, value: string): { masked: string; ref: string } {
  const plain = openValue(value);
  return { masked: masked(field, plain), ref: blindIndex(plain).slice(0, 8) };
}

/** Copies a record for the log without any secret or personal data it may carry. */
export function scrubForLog(value: unknown, key?: string): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && ((key && SENSITIVE.has(key)) || isSealed(value)))
    return loggedSensitive(SENSITIVE.get(key ?? '') ?? {}, value);
  if (key?.endsWith('Bidx')) return undefined;
  if (Array.isArray(value)) return value.map((v) => scrubForLog(v, key));
  if (typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEYS.test(k) ? '***' : scrubForLog(v, k),
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
