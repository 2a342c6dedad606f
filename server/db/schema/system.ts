import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { operLogEntity } from '../../../src/contract/resource/oper-log';
import { sysCodeEntity } from '../../../src/contract/resource/sys-code';
import { derivedTable } from './derived';

/** The dictionary (entity `sysCode`): code lists by name, sysConfig included. */
export const sysCodes = derivedTable(sysCodeEntity);

/** Append-only record of every write (entity `operLog`): written once, so without version and stamps. */
export const operationLog = derivedTable(operLogEntity, {
  bigId: true,
  stamps: false,
  columns: { accountId: integer('account_id') },
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
  },
  (t) => [index('login_log_at_idx').on(t.at)],
);

/** One create per form: a repeated submit with the same token answers the record the first one made. */
export const submitTokens = pgTable('submit_tokens', {
  token: varchar('token', { length: 64 }).primaryKey(),
  accountId: integer('account_id').notNull(),
  entity: varchar('entity', { length: 50 }).notNull(),
  recordId: integer('record_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
