import type { z } from 'zod';
import type { Access } from './access';

declare const answerType: unique symbol;

/** The answer's type, carried by the declaration as a type only (nothing of it exists at run time). */
export interface Answer<T> {
  readonly [answerType]?: T;
}

/** `answer<IndicatorOption[]>()`: names the type of a call's `data`. */
export const answer = <T>(): Answer<T> => ({}) as Answer<T>;

/** The answer of a call that sends a file (an export, a download) instead of an envelope. */
export interface FileAnswer {
  readonly file: true;
}

/**
 * A call as both sides know it: the server binds its handler to it (`bindCall` in server/lib/call.ts),
 * the SPA calls it (`call` in src/api/call.ts, `useCallQuery` / `useCallMutation` in src/store/use-call.ts).
 */
export interface CallDeclaration<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  A = unknown,
  U extends string = string,
> {
  method: 'POST' | 'GET';
  /** The address, as a literal type where it is one: a caller that may not load the declaration still names it right. */
  url: U;
  /** What the body must be; a call without one takes whatever comes (or nothing). */
  payload: P;
  answer: Answer<A>;
  access: Access;
  /** A write runs in a transaction and goes to the operation log under this action (and resource). */
  write?: { action: string; resource?: string };
  /** The payload comes in the encrypted `data` query parameter even on POST (file uploads). */
  payloadInQuery?: boolean;
  /** The screen that makes the call explains its failures itself: no error toast. */
  silent?: boolean;
  /**
   * Cache tags, derived by `declareCall`: a read provides its area (`/api/feeIncome/summary` -> `feeIncome`), a
   * write invalidates its area and the resource it logs, each plus the extra tags its spec names.
   */
  provides: readonly string[];
  invalidates: readonly string[];
}

/** Any declaration, whatever its payload and answer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCall = CallDeclaration<any, any, any>;

/** What the caller sends (before the schema's defaults and coercions). */
export type PayloadOf<D extends AnyCall> =
  D extends CallDeclaration<infer P, unknown, string>
    ? P extends z.ZodType
      ? z.input<P>
      : Record<string, unknown> | void
    : never;

/** What the handler receives (after the schema's defaults and coercions). */
export type BodyOf<D extends AnyCall> =
  D extends CallDeclaration<infer P, unknown, string> ? (P extends z.ZodType ? z.output<P> : unknown) : never;

/** The `data` of the call's answer. */
export type AnswerOf<D extends AnyCall> = D extends CallDeclaration<z.ZodType | undefined, infer A, string> ? A : never;

export interface CallSpec<P extends z.ZodType | undefined, A, U extends string> {
  url: U;
  method?: 'POST' | 'GET';
  payload?: P;
  answer: Answer<A>;
  access: Access;
  write?: { action: string; resource?: string };
  payloadInQuery?: boolean;
  silent?: boolean;
  /** Tags beyond the call's own area that a read's answer rests on (a ledger reads incomes too). */
  provides?: readonly string[];
  /** Tags beyond the call's own area and resource that a write changes. */
  invalidates?: readonly string[];
  /** A write no screen shows the effect of (a progress heartbeat, an export): it refetches nothing. */
  refreshesNothing?: true;
}

/** The area of an address, its first segment after `/api/`: `/api/feeIncome/pay` -> `feeIncome`. */
export function areaOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  return (parts[0] === 'api' ? parts[1] : parts[0]) ?? url;
}

const unique = (tags: (string | undefined)[]): readonly string[] => [
  ...new Set(tags.filter((t): t is string => Boolean(t))),
];

/**
 * Declares a call once, e.g.
 * `declareCall({ url: '/api/task/indicators', payload: z.object({ taskType: z.string() }),
 *   answer: answer<IndicatorOption[]>(), access: screen('/deployment/dw_task_year') })`.
 */
export function declareCall<A, P extends z.ZodType | undefined = undefined, U extends string = string>(
  spec: CallSpec<P, A, U>,
): CallDeclaration<P, A, U> {
  const { refreshesNothing, ...rest } = spec;
  const area = areaOf(spec.url);
  // Tags follow from the address and the logged resource, so a screen never lists what to refetch.
  const provides = spec.write ? [] : unique([area, ...(spec.provides ?? [])]);
  const invalidates =
    !spec.write || refreshesNothing ? [] : unique([area, spec.write.resource, ...(spec.invalidates ?? [])]);
  return { ...rest, method: spec.method ?? 'POST', payload: spec.payload as P, provides, invalidates };
}

/** What the server may hand over for an answer of type T: a date where the wire carries its ISO text. */
export type Serialised<T> = T extends string
  ? string | Date
  : T extends readonly (infer E)[]
    ? readonly Serialised<E>[]
    : T extends object
      ? { [K in keyof T]: Serialised<T[K]> }
      : T;

/** A read is a query on the SPA (cached, refetched when its tags are invalidated); a write is a mutation. */
export const isWrite = (decl: AnyCall): boolean => Boolean(decl.write);
