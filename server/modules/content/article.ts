import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowId } from '../../lib/zod-types';
import { articles, orgs } from '../../db/schema/index';
import { defineCall, PUBLIC } from '../../lib/call';
import { notFound } from '../../lib/errors';
import type { Services } from '../../lib/services';

/** A published article for /article, readable without a token; anything else is 404. */
export function registerPublicArticle(app: FastifyInstance, services: Services): void {
  defineCall(app, services, {
    url: '/api/article/get',
    access: PUBLIC,
    body: z.object({ id: rowId }),
    rateLimit: { limit: 120, windowSeconds: 60 },
    handler: async ({ db, body }) => {
      const [row] = await db
        .select({
          id: articles.id,
          title: articles.title,
          content: articles.content,
          author: articles.author,
          publishTime: articles.publishTime,
          channel: articles.channel,
          orgName: orgs.name,
        })
        .from(articles)
        .innerJoin(orgs, eq(orgs.id, articles.orgId))
        .where(and(eq(articles.id, body.id), eq(articles.state, 'published')));
      if (!row) throw notFound('文章不存在或未发布');
      return row;
    },
  });
}
