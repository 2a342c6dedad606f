import type { Language } from '../constants';
import { wordsIn } from '../language-words';
import { WORDINGS } from './table';

/** Every text a person reads from shared or server code has one of these codes. */
export type MessageCode = keyof typeof WORDINGS;

/** The `{name}` placeholders of a wording. */
type Placeholders<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The parameters a code's wording takes (the unit test holds the three languages to the same ones). */
export type ParamsOf<C extends MessageCode> = Placeholders<(typeof WORDINGS)[C][0]>;

/** Words in every language (a field's label), so that each language words the whole sentence. */
export type LabelsParam = { readonly zh: string; readonly en: string; readonly es: string };

/** A figure, a name the data holds, a label in the three languages, or another message. */
export type Param = string | number | LabelsParam | Message;

/** A text as data: its code and parameters, worded only where a person reads it. */
export interface Message {
  readonly code: MessageCode;
  readonly params?: Readonly<Record<string, Param>>;
}

type ParamArgs<C extends MessageCode> = [ParamsOf<C>] extends [never] ? [] : [params: Record<ParamsOf<C>, Param>];

/** The message of a code, with the parameters its wording names. */
export function say<C extends MessageCode>(code: C, ...params: ParamArgs<C>): Message {
  return params[0] ? { code, params: params[0] } : { code };
}

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
