import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articleEntity } from '../../../src/contract/resource/article';
import { getArticle } from '../../../src/contract/calls/content';
import type { DetailRecord } from '../../../src/contract/calls/records';
import type { Article } from '../../../src/contract/calls/content';
import { articles, orgs } from '../../db/schema/index';
import { bindCall } from '../../lib/call';
import { notFound } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html-sanitizer';
import { reachesValue } from '../../../src/contract/resource/entity-access';
import type { Services } from '../../lib/services';
import { BINDINGS, bindingOf } from '../resources/index';
import { readDetail } from '../resources/crud';
import { reachFor } from '../resources/entity-access';
import { readByIds } from '../../db/record-reads';
import { say } from '../../../src/contract/messages/message';

/**
 * `/api/article/get`: a published article to anyone, without a token; a draft or a withdrawn one only
 * to a signed-in caller whose scope holds it. A caller with the publicity screens gets the whole record
 * as the detail screen reads it (history, moves, accessories); anything else is the same 404.
 */
export function registerPublicArticle(app: FastifyInstance, services: Services): void {
  bindCall(app, services, getArticle, {
    // Against scraping of the public page; a signed-in clerk reads articles like any other record,
    // answered from memory until the article (or what its detail shows) changes.
    rateLimit: { limit: 120, windowSeconds: 60, by: 'anonymous' },
    cached: true,
    handler: async ({ db, body, user }) => {
      // The article found rests on its own part: writing another article leaves this answer kept.
      const [found] = await readByIds(articles, 'orgId', [body.id], () =>
        db
          .select({
            id: articles.id,
            orgId: articles.orgId,
            title: articles.title,
            content: articles.content,
            cover: articles.cover,
            author: articles.author,
            publishTime: articles.publishTime,
            channel: articles.channel,
            state: articles.state,
            orgName: orgs.name,
          })
          .from(articles)
          .innerJoin(orgs, eq(orgs.id, articles.orgId))
          .where(eq(articles.id, body.id)),
      );
      if (!found) throw notFound(say('article.notPublished'));
      const { orgId: _owner, ...row } = found;
      if (user && reachesValue(await reachFor(db, user, articleEntity), row.channel)) {
        const b = bindingOf('article');
        const record = await readDetail(db, b, bindingOf, BINDINGS, user, body.id);
        if (record)
          return {
            ...(record as DetailRecord & Article),
            orgName: row.orgName,
            content: sanitizeHtml(String(record.content ?? '')),
          };
      }
      if (row.state !== 'published') throw notFound(say('article.notPublished'));
      // Sanitised again on the way out: rows written by other means than the save call are covered too.
      return { ...row, content: sanitizeHtml(row.content) };
    },
  });
}
