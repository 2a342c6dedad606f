import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

/** The dictionary: code lists by name, sysConfig included. */
export const sysCodes = pgTable(
  'sys_codes',
  {
    id: serial('id').primaryKey(),
    dict: varchar('dict', { length: 50 }).notNull(),
    value: varchar('value', { length: 50 }).notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** A used item is disabled, never deleted: records keep it, pickers no longer offer it. */
    enabled: boolean('enabled').notNull().default(true),
    remark: varchar('remark', { length: 200 }),
    ...rowStamps,
  },
  (t) => [uniqueIndex('sys_codes_dict_value_uq').on(t.dict, t.value)],
);

/** Append-only record of every write. */
export const operationLog = pgTable(
  'operation_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: integer('account_id'),
    account: varchar('account', { length: 50 }),
    orgId: integer('org_id'),
    ip: varchar('ip', { length: 64 }),
    call: varchar('call', { length: 200 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    resource: varchar('resource', { length: 64 }),
    recordId: varchar('record_id', { length: 64 }),
    outcome: integer('outcome').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('operation_log_at_idx').on(t.at),
    index('operation_log_resource_idx').on(t.resource, t.recordId),
    index('operation_log_account_idx').on(t.account, t.at),
  ],
);

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
