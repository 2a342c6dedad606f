import type { Language } from './constants';

/** Words in the three languages, in the order the project writes them: [zh, en, es]. */
export type Wording = readonly [zh: string, en: string, es: string];

const INDEX: Record<Language, 0 | 1 | 2> = { zh: 0, en: 1, es: 2 };

/** The words of a [zh, en, es] triple in one language. */
export const wordsIn = (words: Wording, language: Language): string => words[INDEX[language]];

/** Between a label and its value: a full-width colon in Chinese, a colon and a space otherwise. */
export const colon = (language: Language): string => (language === 'zh' ? '：' : ': ');

/** A note after a text, in brackets: full-width and unspaced in Chinese. */
export const bracketed = (language: Language, text: string): string =>
  language === 'zh' ? `（${text}）` : ` (${text})`;

/** Between the items of a list written out: a full-width comma in Chinese. */
export const comma = (language: Language): string => (language === 'zh' ? '，' : ', ');
