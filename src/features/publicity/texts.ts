import type { Language } from '@/contract';
import { useAppSelector } from '@/store/hooks';

type Word =
  | 'receipts'
  | 'readOf'
  | 'org'
  | 'member'
  | 'readAt'
  | 'unread'
  | 'read'
  | 'all'
  | 'progress'
  | 'inboxEmpty'
  | 'pinned'
  | 'close'
  | 'publishedBy'
  | 'unreadCount'
  | 'openPublic'
  | 'body';

/** Words of the publicity screens that the definitions do not carry. */
export const PUBLICITY_TEXTS: Record<Language, Record<Word, string>> = {
  zh: {
    receipts: '阅读回执',
    readOf: '已读 {read} / {total}',
    org: '组织',
    member: '党员',
    readAt: '阅读时间',
    unread: '未读',
    read: '已读',
    all: '全部',
    progress: '阅读率',
    inboxEmpty: '暂无发给您的通知公告',
    pinned: '置顶',
    close: '关闭',
    publishedBy: '发布单位',
    unreadCount: '{n} 条未读',
    openPublic: '公开页面',
    body: '正文',
  },
  en: {
    receipts: 'Read receipts',
    readOf: 'Read {read} / {total}',
    org: 'Organisation',
    member: 'Member',
    readAt: 'Read at',
    unread: 'Unread',
    read: 'Read',
    all: 'All',
    progress: 'Read rate',
    inboxEmpty: 'No announcements for you yet',
    pinned: 'Pinned',
    close: 'Close',
    publishedBy: 'Published by',
    unreadCount: '{n} unread',
    openPublic: 'Public page',
    body: 'Body',
  },
  es: {
    receipts: 'Acuses de lectura',
    readOf: 'Leído {read} / {total}',
    org: 'Organización',
    member: 'Miembro',
    readAt: 'Leído el',
    unread: 'No leído',
    read: 'Leído',
    all: 'Todos',
    progress: 'Tasa de lectura',
    inboxEmpty: 'Aún no hay avisos para usted',
    pinned: 'Fijado',
    close: 'Cerrar',
    publishedBy: 'Publicado por',
    unreadCount: '{n} sin leer',
    openPublic: 'Página pública',
    body: 'Cuerpo',
  },
};

/** The words in the chosen language, with {name} placeholders filled. */
export function usePublicityText() {
  const language = useAppSelector((s) => s.app.language);
  const words = PUBLICITY_TEXTS[language] ?? PUBLICITY_TEXTS.zh;
  return (key: Word, vars: Record<string, string | number> = {}) =>
    words[key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
