import { bigint, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Files attached to a record, stored outside the web root under DATA_DIR/uploads. */
export const accessories = pgTable(
  'accessories',
  {
    id: serial('id').primaryKey(),
    entity: varchar('entity', { length: 50 }).notNull(),
    recordId: integer('record_id').notNull(),
    orgId: integer('org_id').notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    storedName: varchar('stored_name', { length: 100 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('accessories_record_idx').on(t.entity, t.recordId)],
);
