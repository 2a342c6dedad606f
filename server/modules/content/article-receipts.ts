import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { articleEntity } from '../../../src/contract/resource/article';
import { articleReads, articles, members, orgs } from '../../db/schema/index';
import { defineCall, screen } from '../../lib/call';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { rowId } from '../../lib/zod-types';
import { reachedBy } from './announcement-audience';
import { say } from '../../../src/contract/messages/message';

/** Enough members for a company's announcement; the per-organisation counts always cover everyone. */
const MEMBER_ROWS = 2000;

/**
 * `/api/article/receipts {id, orgId?}`: for the sender of an announcement (its publisher in the caller's
 * scope), read and unread per organisation, and each member with the time they first opened it.
 */
export function registerArticleReceipts(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/article/receipts',
    access: screen(articleEntity.routes.list),
    cached: true,
    body: z.object({ id: rowId, orgId: rowId.optional() }),
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
      if (a.channel !== 'announcement') throw badRequest(say('article.receiptsForAnnouncements'), 'id');
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
