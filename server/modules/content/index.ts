import type { FastifyInstance } from 'fastify';
import type { Services } from '../../lib/services';
import { registerPublicArticle } from './article';
import { registerArticleReads } from './article-reads';
import { registerArticleReceipts } from './article-receipts';
import { registerRectificationCalendar } from './rectification-calendar';

/** Publicity and supervision: the public article, announcements' read receipts, rectification deadlines. */
export function registerContent(app: FastifyInstance, services: Services): void {
  registerPublicArticle(app, services);
  registerArticleReads(app, services);
  registerArticleReceipts(app, services);
  registerRectificationCalendar();
}
