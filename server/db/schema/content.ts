import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { articleEntity } from '../../../src/contract/resource/article';
import { derivedTable } from './derived';

/** Articles of the four publicity channels (entity `article`). */
export const articles = derivedTable(articleEntity);

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
