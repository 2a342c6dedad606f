import type { Language } from '@/contract';
import { useAppSelector } from '@/store/hooks';

/** A screen's own words by key, [zh, en, es]; `{name}` marks where a value goes. */
export type Wordings = Record<string, readonly [string, string, string]>;

/** The values that fill a wording's `{name}` places. */
export type Fill = Record<string, string | number>;

const INDEX: Record<Language, number> = { zh: 0, en: 1, es: 2 };

/**
 * One word of a table in a language, its `{name}` places filled (an unnamed value leaves them empty). A code
 * the table lacks (a state a newer server answers) shows as itself.
 */
export function wordingIn<T extends Wordings>(table: T, key: keyof T, language: Language, vars: Fill = {}): string {
  const wording = table[key] as Wordings[string] | undefined;
  if (!wording) return String(key);
  return wording[INDEX[language] ?? 0].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Every word of a table in a language, its `{name}` places kept: the texts a shared dialog takes whole and fills. */
export const wordingsIn = <T extends Wordings>(table: T, language: Language): Record<keyof T, string> =>
  Object.fromEntries(Object.entries(table).map(([key, wording]) => [key, wording[INDEX[language] ?? 0]])) as Record<
    keyof T,
    string
  >;

/** A table's words in the language the user chose: `t(key, { name: value })`. */
export function useTexts<T extends Wordings>(table: T) {
  const language = useAppSelector((s) => s.app.language);
  return { language, t: (key: keyof T & string, vars?: Fill) => wordingIn(table, key, language, vars) };
}
