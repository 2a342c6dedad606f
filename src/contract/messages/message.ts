import type { Language } from '../constants';
import { wordsIn } from '../language-words';
import { say, type LabelsParam, type Message, type MessageCode, type Param, type ParamArgs } from './say';
import { WORDINGS } from './table';

export * from './say';

export const isMessageCode = (value: unknown): value is MessageCode =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(WORDINGS, value);

export const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && isMessageCode((value as { code?: unknown }).code);

const isLabels = (value: unknown): value is LabelsParam =>
  typeof value === 'object' && value !== null && 'zh' in value && 'en' in value && 'es' in value;

function paramIn(param: Param | undefined, language: Language): string {
  if (param === undefined) return '';
  if (typeof param === 'string' || typeof param === 'number') return String(param);
  if (isLabels(param)) return param[language];
  return wordIn(param, language);
}

/** A message in one language; a text that is not a message (a fixed text of the spec) is itself. */
export function wordIn(message: Message | string, language: Language): string {
  if (typeof message === 'string') return message;
  const words = WORDINGS[message.code];
  if (!words) return message.code;
  return wordsIn(words, language).replace(/\{(\w+)\}/g, (_, name: string) => paramIn(message.params?.[name], language));
}

/** Words codes in one language, for a text built of many (an export's headings). */
export const wordingIn =
  (language: Language) =>
  <C extends MessageCode>(code: C, ...params: ParamArgs<C>): string =>
    wordIn(say(code, ...params), language);

/** A message worded in each language, for a wire field that carries all three (a measure's label, a warning). */
export const inEveryLanguage = (message: Message): LabelsParam => ({
  zh: wordIn(message, 'zh'),
  en: wordIn(message, 'en'),
  es: wordIn(message, 'es'),
});
