import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { announcementReceipts } from '../../../src/contract/calls/content';
import { articleReads, articles, members, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { reachedBy } from './announcement-audience';

/** Enough members for a company's announcement; the per-organisation counts always cover everyone. */
const MEMBER_ROWS = 2000;

/**
 * `/api/article/receipts {id, orgId?}`: for the sender of an announcement (its publisher in the caller's
 * scope), read and unread per organisation, and each member with the time they first opened it.
 */
export function registerArticleReceipts(app: FastifyInstance, services: Services): void {
  bindCall(app, services, announcementReceipts, {
    cached: true,
    handler: async ({ db, user, body }) => {
      const [a] = await db
        .select({
          id: articles.id,
          channel: articles.channel,
          orgId: articles.orgId,
          targetOrgIds: articles.targetOrgIds,
        })
        .from(articles)
        .where(eq(articles.id, body.id));
      if (!a || !user!.scopeOrgIds.includes(a.orgId)) throw notFound();
      if (a.channel !== 'announcement') throw badRequest('只有通知公告有阅读回执', 'id');
      const reached = reachedBy(a.targetOrgIds);
      const readJoin = and(eq(articleReads.articleId, a.id), eq(articleReads.memberId, members.id));
      const byOrg = await db
        .select({
          orgId: orgs.id,
          orgName: orgs.name,
          total: sql<number>`count(*)::int`,
          read: sql<number>`count(${articleReads.id})::int`,
        })
        .from(members)
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .leftJoin(articleReads, readJoin)
        .where(reached)
        .groupBy(orgs.id, orgs.name, orgs.sort)
        .orderBy(asc(orgs.sort), asc(orgs.id));
      const memberRows = await db
        .select({
          memberId: members.id,
          name: members.name,
          orgId: orgs.id,
          orgName: orgs.name,
          readAt: articleReads.readAt,
        })
        .from(members)
        .innerJoin(orgs, eq(orgs.id, members.orgId))
        .leftJoin(articleReads, readJoin)
        .where(and(reached, body.orgId ? eq(orgs.id, body.orgId) : undefined))
        .orderBy(sql`${articleReads.readAt} IS NULL`, asc(orgs.sort), asc(members.id))
        .limit(MEMBER_ROWS);
      const total = byOrg.reduce((n, o) => n + o.total, 0);
      const read = byOrg.reduce((n, o) => n + o.read, 0);
      return { total, read, orgs: byOrg, members: memberRows };
    },
  });
}
