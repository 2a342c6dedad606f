import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every move of every record that has a workflow: who, when, from, to, the opinion and a signature. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 50 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromState: varchar('from_state', { length: 50 }),
    toState: varchar('to_state', { length: 50 }).notNull(),
    opinion: text('opinion'),
    /** A handwritten signature as a PNG data URL. */
    signature: text('signature'),
    /** What else the move carried (a score, a receipt date). */
    detail: jsonb('detail'),
    accountId: integer('account_id'),
    accountName: varchar('account_name', { length: 50 }),
    orgId: integer('org_id'),
    orgName: varchar('org_name', { length: 100 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workflow_history_record_idx').on(t.entity, t.recordId, t.id)],
);
