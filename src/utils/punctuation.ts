import type { Language } from '@/contract';

/** Between a label and its value: a full-width colon in Chinese, a colon and a space otherwise. */
export const colon = (language: Language): string => (language === 'zh' ? '：' : ': ');

/** A note after a text, in brackets: full-width and unspaced in Chinese. */
export const bracketed = (language: Language, text: string): string => (language === 'zh' ? `（${text}）` : ` (${text})`);

/** Between the items of a list written out: a full-width comma in Chinese. */
export const comma = (language: Language): string => (language === 'zh' ? '，' : ', ');
