import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { operLogEntity } from '../../../src/contract/resource/oper-log';
import { sysCodeEntity } from '../../../src/contract/resource/sys-code';
import { derivedTable } from './derived';

/** The dictionary (entity `sysCode`): code lists by name, sysConfig included. */
export const sysCodes = derivedTable(sysCodeEntity);

/**
 * A log row's place in its hash chain and its SM3 hash over its content and the previous row's hash: set
 * once, just after the row is written (the database lets nothing else of a log row change).
 */
function chainColumns() {
  return {
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    rowHash: varchar('row_hash', { length: 64 }),
  };
}

/** Append-only record of every write (entity `operLog`): written once, so without version and stamps. */
export const operationLog = derivedTable(operLogEntity, {
  bigId: true,
  stamps: false,
  columns: { accountId: integer('account_id'), ...chainColumns() },
  indexes: (t) => [
    uniqueIndex('operation_log_chain_seq_uq').on(t.chainSeq),
    // The rows waiting for their seal, found at once however long the log grows.
    index('operation_log_unsealed_idx')
      .on(t.id)
      .where(sql`chain_seq IS NULL`),
  ],
});

export const loginLog = pgTable(
  'login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    account: varchar('account', { length: 100 }).notNull(),
    accountId: integer('account_id'),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
    outcome: varchar('outcome', { length: 16 }).notNull(),
    reason: text('reason'),
    ...chainColumns(),
  },
  (t) => [
    index('login_log_at_idx').on(t.at),
    uniqueIndex('login_log_chain_seq_uq').on(t.chainSeq),
    index('login_log_unsealed_idx')
      .on(t.id)
      .where(sql`chain_seq IS NULL`),
  ],
);

/**
 * Where each log's hash chain stands (server/lib/log-chain.ts): the last row sealed into it, and after
 * pruning the first row kept with the hash it links to, so that what remains still verifies.
 */
export const logChains = pgTable('log_chains', {
  log: varchar('log', { length: 32 }).primaryKey(),
  headSeq: bigint('head_seq', { mode: 'number' }).notNull(),
  headHash: varchar('head_hash', { length: 64 }).notNull(),
  startSeq: bigint('start_seq', { mode: 'number' }).notNull(),
  startHash: varchar('start_hash', { length: 64 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One create per form: a repeated submit with the same token answers the record the first one made. */
export const submitTokens = pgTable('submit_tokens', {
  token: varchar('token', { length: 64 }).primaryKey(),
  accountId: integer('account_id').notNull(),
  entity: varchar('entity', { length: 50 }).notNull(),
  recordId: integer('record_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
