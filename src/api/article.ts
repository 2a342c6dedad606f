import { post } from './request';

export interface Article {
  id: string;
  title: string;
  content: string;
  author?: string;
  publishTime?: string;
  orgName?: string;
  channel?: string;
  state?: string;
}

/** A published article, readable without a token (a signed-in caller whose scope holds it also gets a draft or withdrawn one). */
export const getArticle = (id: string) => post<Article>('/api/article/get', { id });

export interface InboxItem {
  id: number;
  title: string;
  top: boolean;
  publishTime: string | null;
  orgName: string;
  readAt: string | null;
}

export interface OpenedArticle {
  id: number;
  title: string;
  content: string;
  author: string | null;
  publishTime: string | null;
  orgName: string;
  readAt: string;
}

export interface ReadReceipts {
  total: number;
  read: number;
  orgs: { orgId: number; orgName: string; total: number; read: number }[];
  members: { memberId: number; name: string; orgId: number; orgName: string; readAt: string | null }[];
}

/** The caller's own announcements (sent to their branch or the levels above), with their read receipts. */
export const announcementInbox = (pageCurrent = 1, pageSize = 10) =>
  post<{ records: InboxItem[]; total: number; unread: number }>('/api/article/inbox', { pageCurrent, pageSize });

/** Opens an announcement sent to the caller and records the first opening; null when the caller is no recipient. */
export const readAnnouncement = (id: number) => post<OpenedArticle | null>('/api/article/read', { id });

/** The sender's view of an announcement: read and unread per organisation and member. */
export const announcementReceipts = (id: number, orgId?: number) =>
  post<ReadReceipts>('/api/article/receipts', { id, orgId });
