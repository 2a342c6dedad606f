import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { resultRows } from './sql-rows';

/**
 * Tamper-evident logs (GB/T 22239 level 3, audit records protected from change): each row of the operation
 * log and of the sign-in log carries its place in a chain and an SM3 hash over its content and the previous
 * row's hash. Rows are sealed into the chain just after they are written, in the order they were written,
 * by one sealer at a time; a row changed, removed or put in afterwards breaks the chain at that row.
 */
export type ChainedLog = 'operation_log' | 'login_log';
export const CHAINED_LOGS: readonly ChainedLog[] = ['operation_log', 'login_log'];

/** The hash the first row of a chain links to. */
export const GENESIS = '0'.repeat(64);

/**
 * What of a row the hash covers: every column but the seal itself, as the database gives it back as text
 * (times in microseconds since the epoch, JSON in its stored form), so that sealing and checking agree.
 */
const CONTENT: Record<ChainedLog, SQL> = {
  operation_log: sql.raw(
    `id, (extract(epoch from at) * 1000000)::bigint::text AS at_us, account_id, account, org_id, ip, call, action, resource, record_id, outcome, before::text AS before, after::text AS after`,
  ),
  login_log: sql.raw(
    `id, (extract(epoch from at) * 1000000)::bigint::text AS at_us, account, account_id, ip, user_agent, outcome, reason`,
  ),
};

type ContentRow = Record<string, unknown> & { id: number | string };

/** SM3 over the previous hash and the row's content. */
export function rowHash(prev: string, row: ContentRow): string {
  const values = Object.entries(row)
    .filter(([k]) => k !== 'chain_seq' && k !== 'row_hash')
    .map(([k, v]) => [k, v === null || v === undefined ? null : String(v)]);
  return crypto.createHash('sm3').update(prev).update('\n').update(JSON.stringify(values)).digest('hex');
}

const BATCH = 500;

interface ChainState {
  headSeq: number;
  headHash: string;
}

async function chainState(db: Db, log: ChainedLog): Promise<ChainState> {
  await db.execute(
    sql`INSERT INTO log_chains (log, head_seq, head_hash, start_seq, start_hash) VALUES (${log}, 0, ${GENESIS}, 1, ${GENESIS}) ON CONFLICT (log) DO NOTHING`,
  );
  const [row] = resultRows<{ head_seq: string | number; head_hash: string }>(
    await db.execute(sql`SELECT head_seq, head_hash FROM log_chains WHERE log = ${log} FOR UPDATE`),
  );
  return { headSeq: Number(row.head_seq), headHash: row.head_hash };
}

/**
 * Seals the log's rows not yet in the chain, oldest first, in batches: each batch one transaction that holds
 * the chain's head (so two sealers, on one process or two, never give out one place twice). Returns how
 * many rows it sealed.
 */
export async function sealLog(db: Db, log: ChainedLog): Promise<number> {
  let total = 0;
  for (;;) {
    const sealed = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const state = await chainState(t, log);
      const rows = resultRows<ContentRow>(
        await t.execute(
          sql`SELECT ${CONTENT[log]} FROM ${sql.identifier(log)} WHERE chain_seq IS NULL ORDER BY id LIMIT ${BATCH}`,
        ),
      );
      if (!rows.length) return 0;
      let { headSeq, headHash } = state;
      const seals: SQL[] = [];
      for (const r of rows) {
        headSeq += 1;
        headHash = rowHash(headHash, r);
        seals.push(sql`(${Number(r.id)}::bigint, ${headSeq}::bigint, ${headHash}::varchar)`);
      }
      await t.execute(
        sql`UPDATE ${sql.identifier(log)} l SET chain_seq = s.seq, row_hash = s.hash FROM (VALUES ${sql.join(seals, sql`, `)}) AS s(id, seq, hash) WHERE l.id = s.id`,
      );
      await t.execute(
        sql`UPDATE log_chains SET head_seq = ${headSeq}, head_hash = ${headHash}, updated_at = now() WHERE log = ${log}`,
      );
      return rows.length;
    });
    total += sealed;
    if (sealed < BATCH) return total;
  }
}

export async function sealLogs(db: Db): Promise<void> {
  for (const log of CHAINED_LOGS) await sealLog(db, log);
}

/** The outcome of checking one log's chain over a period. */
export interface ChainCheck {
  log: ChainedLog;
  /** Rows checked. */
  checked: number;
  ok: boolean;
  /** The first row that does not match: its id, its time, and why. */
  firstBad?: { id: number; at: string | null; reason: 'hash' | 'missingBefore' | 'missingAfter' };
}

/**
 * Recomputes the chain over the rows written in [from, to) (either end open), in chain order, from the hash
 * of the row before the first (or, after pruning, the hash the kept chain starts from). Seals what is
 * waiting first, so that every row written so far is checked.
 */
export async function verifyLog(db: Db, log: ChainedLog, period: { from?: Date; to?: Date } = {}): Promise<ChainCheck> {
  await sealLog(db, log);
  const [chain] = resultRows<{ head_seq: string; start_seq: string; start_hash: string }>(
    await db.execute(sql`SELECT head_seq, start_seq, start_hash FROM log_chains WHERE log = ${log}`),
  );
  const startSeq = Number(chain?.start_seq ?? 1);
  const startHash = chain?.start_hash ?? GENESIS;
  const headSeq = Number(chain?.head_seq ?? 0);
  const table = sql.identifier(log);
  const within = sql.join(
    [
      sql`chain_seq IS NOT NULL`,
      ...(period.from ? [sql`at >= ${period.from.toISOString()}::timestamptz`] : []),
      ...(period.to ? [sql`at < ${period.to.toISOString()}::timestamptz`] : []),
    ],
    sql` AND `,
  );
  const [first] = resultRows<{ seq: string | null }>(
    await db.execute(sql`SELECT min(chain_seq)::text AS seq FROM ${table} WHERE ${within}`),
  );
  const out: ChainCheck = { log, checked: 0, ok: true };
  if (first?.seq === null || first?.seq === undefined) return out;
  let expectSeq = Number(first.seq);
  // The row before the period: its hash as stored (a change to it is named when its own period is checked).
  let prev: string | undefined;
  if (expectSeq === startSeq) prev = startHash;
  else {
    const [before] = resultRows<{ row_hash: string }>(
      await db.execute(sql`SELECT row_hash FROM ${table} WHERE chain_seq = ${expectSeq - 1}`),
    );
    prev = before?.row_hash;
  }
  let lastSeq = expectSeq - 1;
  let after = expectSeq - 1;
  for (;;) {
    // The place is read as text under another name: ordering by the name would order text.
    const rows = resultRows<ContentRow & { seq_text: string; row_hash: string; at_us: string }>(
      await db.execute(
        sql`SELECT ${CONTENT[log]}, chain_seq::text AS seq_text, row_hash FROM ${table} WHERE ${within} AND chain_seq > ${after} ORDER BY chain_seq LIMIT ${BATCH * 4}`,
      ),
    );
    for (const r of rows) {
      const seq = Number(r.seq_text);
      const at = r.at_us ? new Date(Number(BigInt(r.at_us) / 1000n)).toISOString() : null;
      const bad = (reason: NonNullable<ChainCheck['firstBad']>['reason']) => {
        out.ok = false;
        out.firstBad = { id: Number(r.id), at, reason };
        return out;
      };
      // A row missing before this one (removed), or none to link to: this row is where the chain breaks.
      if (seq !== expectSeq || prev === undefined) return bad('missingBefore');
      const { seq_text: _seq, row_hash: stored, ...content } = r;
      const hash = rowHash(prev, content);
      out.checked += 1;
      if (hash !== stored) return bad('hash');
      prev = stored;
      expectSeq = seq + 1;
      lastSeq = seq;
    }
    if (rows.length < BATCH * 4) break;
    after = Number(rows[rows.length - 1].seq_text);
  }
  // Rows removed from the end of the chain: the head says more were sealed than remain.
  if (!period.to && lastSeq < headSeq) {
    out.ok = false;
    out.firstBad = { id: 0, at: null, reason: 'missingAfter' };
  }
  return out;
}

/**
 * Before rows at the start of a log are pruned: the chain then starts at the first row kept, linked to the
 * hash of the last row removed, so that what remains still verifies.
 */
export async function anchorBeforePrune(db: Db, log: ChainedLog, before: SQL): Promise<void> {
  await sealLog(db, log);
  const table = sql.identifier(log);
  const [last] = resultRows<{ seq_text: string; row_hash: string }>(
    await db.execute(
      sql`SELECT chain_seq::text AS seq_text, row_hash FROM ${table} WHERE at < ${before} AND chain_seq IS NOT NULL ORDER BY chain_seq DESC LIMIT 1`,
    ),
  );
  if (!last) return;
  await db.execute(
    sql`UPDATE log_chains SET start_seq = ${Number(last.seq_text) + 1}, start_hash = ${last.row_hash}, updated_at = now() WHERE log = ${log} AND start_seq <= ${Number(last.seq_text)}`,
  );
}

/**
 * Seals soon after a write, off the request: a poke sets a flag, a timer started with the server seals
 * when it is set. One timer per process; the database's row lock keeps processes apart.
 */
export function startSealer(db: Db, onError: (err: unknown) => void, everyMs = 300) {
  let dirty = true;
  let running = false;
  const timer = setInterval(() => {
    if (!dirty || running) return;
    dirty = false;
    running = true;
    sealLogs(db)
      .catch(onError)
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return {
    poke: () => {
      dirty = true;
    },
    stop: () => clearInterval(timer),
  };
}
