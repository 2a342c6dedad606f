import { useTexts, type Wordings } from '@/components/use-texts';

/** Words of the publicity screens that the definitions do not carry, [zh, en, es]. */
const PUBLICITY_TEXTS = {
  receipts: ['阅读回执', 'Read receipts', 'Acuses de lectura'],
  readOf: ['已读 {read} / {total}', 'Read {read} / {total}', 'Leído {read} / {total}'],
  org: ['组织', 'Organisation', 'Organización'],
  member: ['党员', 'Member', 'Miembro'],
  readAt: ['阅读时间', 'Read at', 'Leído el'],
  unread: ['未读', 'Unread', 'No leído'],
  read: ['已读', 'Read', 'Leído'],
  all: ['全部', 'All', 'Todos'],
  progress: ['阅读率', 'Read rate', 'Tasa de lectura'],
  inboxEmpty: ['暂无发给您的通知公告', 'No announcements for you yet', 'Aún no hay avisos para usted'],
  pinned: ['置顶', 'Pinned', 'Fijado'],
  close: ['关闭', 'Close', 'Cerrar'],
  publishedBy: ['发布单位', 'Published by', 'Publicado por'],
  unreadCount: ['{n} 条未读', '{n} unread', '{n} sin leer'],
  openPublic: ['公开页面', 'Public page', 'Página pública'],
  body: ['正文', 'Body', 'Cuerpo'],
} satisfies Wordings;

/** The words in the chosen language, with {name} placeholders filled. */
export const usePublicityText = () => useTexts(PUBLICITY_TEXTS).t;
