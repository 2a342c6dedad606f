/* Messages as data: building one needs no wording, so a screen that only makes messages loads none. */
import type { WORDINGS } from './table';

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

export type ParamArgs<C extends MessageCode> = [ParamsOf<C>] extends [never]
  ? []
  : [params: Record<ParamsOf<C>, Param>];

/** The message of a code, with the parameters its wording names. */
export function say<C extends MessageCode>(code: C, ...params: ParamArgs<C>): Message {
  return params[0] ? { code, params: params[0] } : { code };
}
