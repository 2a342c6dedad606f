import { announcementInbox, announcementReceipts, getArticle } from '@/api/article';
import { apiRead } from '../api-read';

/** A published article as the public page shows it. */
export const publicArticle = apiRead('article/get', (id: string) => getArticle(id).then((r) => r.data), ['article']);

/** The caller's announcements, a page at a time, and who read one. */
export const announcementPage = apiRead(
  'article/inbox',
  (pageCurrent: number, pageSize: number) => announcementInbox(pageCurrent, pageSize).then((r) => r.data),
  ['article'],
);
export const readReceipts = apiRead(
  'article/receipts',
  (articleId: number, orgId?: number) => announcementReceipts(articleId, orgId).then((r) => r.data),
  ['article'],
);
