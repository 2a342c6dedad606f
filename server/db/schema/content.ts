import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { rowStamps } from './common';

/**
 * Articles of the four publicity channels (entity `article`). Kept as a hand-written table: the sign-in
 * seed, the dashboard and the public /article call read it with typed columns and Date timestamps,
 * which a derived table (string timestamps, untyped rows) would change under them.
 */
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
    /** Announcements: the organisations whose members (subtrees included) it is sent to. */
    targetOrgIds: integer('target_org_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    top: boolean('top').notNull().default(false),
    publishTime: timestamp('publish_time', { withTimezone: true }),
    state: varchar('state', { length: 16 }).notNull().default('draft'),
    ...rowStamps,
  },
  (t) => [
    index('articles_channel_idx').on(t.channel, t.state, t.publishTime),
    index('articles_org_idx').on(t.orgId),
    index('articles_target_org_ids_idx').using('gin', t.targetOrgIds),
  ],
);

/** An announcement opened by a member it was sent to: one row per member, the first opening only. */
export const articleReads = pgTable(
  'article_reads',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** The member's organisation when they read it, for the per-organisation receipt table. */
    orgId: integer('org_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('article_reads_article_member_uq').on(t.articleId, t.memberId),
    index('article_reads_org_idx').on(t.orgId),
  ],
);
