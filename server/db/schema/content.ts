import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

/** Published articles of the four publicity channels. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    cover: varchar('cover', { length: 300 }),
    content: text('content').notNull().default(''),
    author: varchar('author', { length: 50 }),
    orgId: integer('org_id').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    ...rowStamps,
  },
  (t) => [index('articles_channel_idx').on(t.channel, t.state, t.publishTime), index('articles_org_idx').on(t.orgId)],
);
