import {
  announcementInbox as inboxCall,
  announcementReceipts as receiptsCall,
  getArticle as getCall,
  readAnnouncement as readCall,
} from '@/contract/calls/content';
import { sendCall } from './call';

export type { Article, InboxItem, OpenedArticle, ReadReceipts } from '@/contract/calls/content';

/** A published article, readable without a token (a signed-in caller whose scope holds it also gets a draft or withdrawn one). */
export const getArticle = (id: string) => sendCall(getCall, { id });

/** The caller's own announcements (sent to their branch or the levels above), with their read receipts. */
export const announcementInbox = (pageCurrent = 1, pageSize = 10) => sendCall(inboxCall, { pageCurrent, pageSize });

/** Opens an announcement sent to the caller and records the first opening; null when the caller is no recipient. */
export const readAnnouncement = (id: number) => sendCall(readCall, { id });

/** The sender's view of an announcement: read and unread per organisation and member. */
export const announcementReceipts = (id: number, orgId?: number) => sendCall(receiptsCall, { id, orgId });
