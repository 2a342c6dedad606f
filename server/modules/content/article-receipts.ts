import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articleEntity } from '../../../src/contract/resource/article';
import { articles } from '../../db/schema/index';
import { reachFor, refuseUnreached } from '../resources/entity-access';
import { badRequest, notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';
import { receiptProgress } from '../resources/audience-receipts';
import { say } from '../../../src/contract/messages/message';
import { announcementReceipts } from '../../../src/contract/calls/content';
import { bindCall } from '../../lib/call';

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
      refuseUnreached(await reachFor(db, user!, articleEntity), a.channel);
      if (a.channel !== 'announcement') throw badRequest(say('article.receiptsForAnnouncements'), 'id');
      const progress = await receiptProgress(db, articleEntity, a, { orgId: body.orgId, limit: MEMBER_ROWS });
      const byOrg = progress.byOrg.map((o) => ({
        orgId: o.orgId,
        orgName: o.orgName,
        total: o.total,
        read: o.answered,
      }));
      const memberRows = progress.members.map(({ at, ...m }) => ({ ...m, readAt: at }));
      const total = byOrg.reduce((n, o) => n + o.total, 0);
      const read = byOrg.reduce((n, o) => n + o.read, 0);
      return { total, read, orgs: byOrg, members: memberRows };
    },
  });
}
