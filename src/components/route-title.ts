import { hasText, translate } from '@/locales';

/** A route title in the current language: fixed routes carry a locale key, menu routes the server's label. */
export function translateRouteTitle(title: string | undefined): string {
  if (!title) return '';
  const key = `route.${title}`;
  return hasText(key) ? translate(key) : title;
}
