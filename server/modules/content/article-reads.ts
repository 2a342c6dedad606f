import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articleReads, articles, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { announcementInbox, readAnnouncement } from '../../../src/contract/calls/content';
import { sanitizeHtml } from '../../lib/html-sanitizer';
import type { Services } from '../../lib/services';
import { memberLine, sentToLine } from './announcement-audience';

/**
 * A member's own announcements: what was sent to their branch or the levels above it, and the receipt
 * of their opening one. Both calls stand on the caller's own member record, never on a member id sent.
 */
export function registerArticleReads(app: FastifyInstance, services: Services): void {
  bindCall(app, services, announcementInbox, {
    handler: async ({ db, user, body }) => {
      const me = user!.memberId ? await memberLine(db, user!.memberId) : null;
      if (!me) return { records: [], total: 0, unread: 0 };
      const mine = sentToLine(me.line);
      const readJoin = and(eq(articleReads.articleId, articles.id), eq(articleReads.memberId, user!.memberId!));
      const [records, [{ total, unread }]] = await Promise.all([
        db
          .select({
            id: articles.id,
            title: articles.title,
            top: articles.top,
            publishTime: articles.publishTime,
            orgName: orgs.name,
            readAt: articleReads.readAt,
          })
          .from(articles)
          .innerJoin(orgs, eq(orgs.id, articles.orgId))
          .leftJoin(articleReads, readJoin)
          .where(mine)
          .orderBy(desc(articles.top), desc(articles.publishTime), desc(articles.id))
          .limit(body.pageSize)
          .offset((body.pageCurrent - 1) * body.pageSize),
        db
          .select({ total: count(), unread: sql<number>`count(*) FILTER (WHERE ${articleReads.id} IS NULL)` })
          .from(articles)
          .leftJoin(articleReads, readJoin)
          .where(mine),
      ]);
      return { records, total: Number(total), unread: Number(unread) };
    },
  });

  bindCall(app, services, readAnnouncement, {
    handler: async ({ db, user, body, audit }) => {
      const me = user!.memberId ? await memberLine(db, user!.memberId) : null;
      // Not a recipient (staff reading what they sent, a sibling): nothing to record, nothing to show.
      if (!me) return null;
      const [article] = await db
        .select({
          id: articles.id,
          title: articles.title,
          content: articles.content,
          author: articles.author,
          publishTime: articles.publishTime,
          orgName: orgs.name,
        })
        .from(articles)
        .innerJoin(orgs, eq(orgs.id, articles.orgId))
        .where(and(eq(articles.id, body.id), sentToLine(me.line)));
      if (!article) return null;
      // The first opening counts; later ones find the receipt already there.
      const [first] = await db
        .insert(articleReads)
        .values({ articleId: article.id, memberId: user!.memberId!, orgId: me.orgId })
        .onConflictDoNothing()
        .returning({ readAt: articleReads.readAt });
      const [receipt] = first
        ? [first]
        : await db
            .select({ readAt: articleReads.readAt })
            .from(articleReads)
            .where(and(eq(articleReads.articleId, article.id), eq(articleReads.memberId, user!.memberId!)));
      audit({ recordId: article.id, after: { read: true, first: !!first } });
      return { ...article, content: sanitizeHtml(article.content), readAt: receipt.readAt };
    },
  });
}
