import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/contract/constants';

/**
 * The caller's language, from the Accept-Language header the SPA sets to the language the user chose
 * (a browser sends its own otherwise): the first of zh, en, es it names, by preference. The
 * specification's default language, English, when it names none of them.
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string' || !header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (
    (ranked.map((x) => LANGUAGES.find((l) => l === x.lang)).find(Boolean) as Language | undefined) ?? DEFAULT_LANGUAGE
  );
}
