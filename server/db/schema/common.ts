import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Columns every business row has: an optimistic version and its audit stamps. */
export const rowStamps = {
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
  updatedBy: integer('updated_by'),
};
