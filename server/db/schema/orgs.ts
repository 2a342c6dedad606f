import { boolean, date, index, integer, numeric, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

/**
 * The organisation tree. `path` is the materialised chain of ids ('/1/4/17/'), so that a
 * subtree is one indexed prefix match.
 */
export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    path: text('path').notNull(),
    level: integer('level').notNull(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 50 }),
    type: varchar('type', { length: 50 }).notNull(),
    unitName: varchar('unit_name', { length: 100 }),
    buildMode: varchar('build_mode', { length: 50 }),
    approvedOn: date('approved_on'),
    abolishedOn: date('abolished_on'),
    abolishedReason: text('abolished_reason'),
    secretary: varchar('secretary', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    address: varchar('address', { length: 200 }),
    longitude: numeric('longitude', { precision: 10, scale: 6 }),
    latitude: numeric('latitude', { precision: 10, scale: 6 }),
    sort: integer('sort').notNull().default(0),
    demonstration: boolean('demonstration').notNull().default(false),
    ...rowStamps,
  },
  (t) => [
    index('orgs_path_idx').using('btree', t.path.op('text_pattern_ops')),
    index('orgs_parent_idx').on(t.parentId),
  ],
);
