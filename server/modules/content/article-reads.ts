import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articleEntity } from '../../../src/contract/resource/article';
import { articles, members, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { announcementInbox, readAnnouncement } from '../../../src/contract/calls/content';
import { sanitizeHtml } from '../../lib/html-sanitizer';
import type { Services } from '../../lib/services';
import { answeredAtSql, answeredSql, keepReceipt, ownReceipt } from '../resources/audience-receipts';
import { reachesMember } from '../resources/audience';

/** A published announcement sent to the member: to their organisation or a level above it. */
const sentTo = (memberId: number) =>
  and(
    eq(articles.channel, 'announcement'),
    eq(articles.state, 'published'),
    reachesMember(articleEntity, articles, memberId),
  );

/**
 * A member's own announcements: what was sent to their branch or the levels above it, and the receipt
 * of their opening one. Both calls stand on the caller's own member record, never on a member id sent.
 */
export function registerArticleReads(app: FastifyInstance, services: Services): void {
  bindCall(app, services, announcementInbox, {
    handler: async ({ db, user, body }) => {
      const memberId = user!.memberId;
      if (!memberId) return { records: [], total: 0, unread: 0 };
      const mine = sentTo(memberId);
      const [records, [{ total, unread }]] = await Promise.all([
        db
          .select({
            id: articles.id,
            title: articles.title,
            top: articles.top,
            publishTime: articles.publishTime,
            orgName: orgs.name,
            readAt: answeredAtSql(articleEntity, articles.id, memberId),
          })
          .from(articles)
          .innerJoin(orgs, eq(orgs.id, articles.orgId))
          .where(mine)
          .orderBy(desc(articles.top), desc(articles.publishTime), desc(articles.id))
          .limit(body.pageSize)
          .offset((body.pageCurrent - 1) * body.pageSize),
        db
          .select({
            total: count(),
            unread: sql<number>`count(*) FILTER (WHERE NOT ${answeredSql(articleEntity, articles.id, memberId)})`,
          })
          .from(articles)
          .where(mine),
      ]);
      return { records, total: Number(total), unread: Number(unread) };
    },
  });

  bindCall(app, services, readAnnouncement, {
    handler: async ({ db, user, body, audit }) => {
      const memberId = user!.memberId;
      const [me] = memberId
        ? await db.select({ orgId: members.orgId }).from(members).where(eq(members.id, memberId))
        : [];
      // Not a recipient (staff reading what they sent, a sibling): nothing to record, nothing to show.
      if (!memberId || !me) return null;
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
        .where(and(eq(articles.id, body.id), sentTo(memberId)));
      if (!article) return null;
      // The first opening counts; later ones find the receipt already there.
      const first = await keepReceipt(db, articleEntity, { articleId: article.id, memberId, orgId: me.orgId });
      const receipt = first ?? (await ownReceipt(db, articleEntity, article.id, memberId));
      audit({ recordId: article.id, after: { read: true, first: !!first } });
      return { ...article, content: sanitizeHtml(article.content), readAt: receipt.readAt as Date };
    },
  });
}
