import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ARTICLE_CHANNELS, articleEntity, type ArticleChannel, type EntityDef } from '@/contract/resource';

/** The channel a route of /Informationpublicity shows ('/Informationpublicity/reglaw_info' -> 'reglaw'). */
export function channelOf(pathname: string): ArticleChannel {
  const last = pathname.split('/').pop() ?? '';
  const name = last.replace(/_info$/, '');
  return (ARTICLE_CHANNELS as readonly string[]).includes(name) ? (name as ArticleChannel) : 'reglaw';
}

/**
 * The four channels share one list and one detail screen: the article entity of the channel shown, whose
 * screens follow from its route (the server lets a role reach the channels whose screens it holds).
 */
export function useChannel(): { channel: ArticleChannel; entity: EntityDef } {
  const { pathname } = useLocation();
  const channel = channelOf(pathname);
  const entity = useMemo(
    () => ({
      ...articleEntity,
      // Only announcements have recipients.
      fields:
        channel === 'announcement'
          ? articleEntity.fields
          : articleEntity.fields.filter((f) => f.name !== 'targetOrgIds'),
    }),
    [channel],
  );
  return { channel, entity };
}
