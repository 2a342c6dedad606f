import { z } from 'zod';
import { articleEntity } from '../resource/article';
import { entityCall, PUBLIC, SIGNED_IN } from './access';
import { answer, declareCall } from './declare';
import { rowId } from './ids';
import type { DetailRecord } from './records';

/** A published article as anyone reads it. */
export interface Article {
  id: number;
  title: string;
  content: string;
  cover: string | null;
  author: string | null;
  publishTime: string | null;
  channel: string;
  state: string;
  orgName: string;
}

/** An announcement in the caller's own inbox. */
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

/** The sender's view of an announcement: read and unread per organisation and member. */
export interface ReadReceipts {
  total: number;
  read: number;
  orgs: { orgId: number; orgName: string; total: number; read: number }[];
  members: { memberId: number; name: string; orgId: number; orgName: string; readAt: string | null }[];
}

/**
 * A published article, readable without a token; a signed-in caller with the publicity screens gets the
 * whole record as the detail screen reads it (a draft or a withdrawn one too, within their scope).
 */
export const getArticle = declareCall({
  url: '/api/article/get',
  payload: z.object({ id: rowId }),
  answer: answer<Article & Partial<Pick<DetailRecord, 'version' | 'moves' | 'accessories' | 'history'>>>(),
  access: PUBLIC,
});

/** The caller's own announcements (sent to their branch or the levels above), with their read receipts. */
export const announcementInbox = declareCall({
  url: '/api/article/inbox',
  payload: z.object({
    pageCurrent: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  answer: answer<{ records: InboxItem[]; total: number; unread: number }>(),
  access: SIGNED_IN,
  provides: ['articleRead'],
});

/** Opens an announcement sent to the caller and records the first opening; null when the caller is no recipient. */
export const readAnnouncement = declareCall({
  url: '/api/article/read',
  payload: z.object({ id: rowId }),
  answer: answer<OpenedArticle | null>(),
  access: SIGNED_IN,
  write: { action: 'read', resource: 'article' },
  invalidates: ['articleRead'],
});

export const announcementReceipts = declareCall({
  url: '/api/article/receipts',
  payload: z.object({ id: rowId, orgId: rowId.optional() }),
  answer: answer<ReadReceipts>(),
  access: entityCall(articleEntity),
  provides: ['articleRead'],
});
