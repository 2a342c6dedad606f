import { DEFAULT_LANGUAGE, type Language } from '@/contract';
import en, { type Messages } from './en';
import es from './es';
import zh from './zh';

/**
 * The texts of the three languages and a dot-path lookup. A few lines instead of an i18n library:
 * the sign-in page must load in under 150 KiB, and plain keys are all the app needs.
 */
export const RESOURCES: Record<Language, Messages> = { en, zh, es };

let current: Language = DEFAULT_LANGUAGE;

/** Set by the providers before anything below them renders. */
export function setCurrentLanguage(language: Language): void {
  current = language;
}

export const currentLanguage = (): Language => current;

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = RESOURCES[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasText(key: string): boolean {
  return lookup(DEFAULT_LANGUAGE, key) !== undefined;
}

/** The text of a key in a language, else in English, else the key itself. */
export function translate(key: string, language: Language = current): string {
  return lookup(language, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
}
