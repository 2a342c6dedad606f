import type { AxiosRequestConfig } from 'axios';
import type { AnswerOf, AnyCall, PayloadOf } from '@/contract/calls/declare';
import type { Envelope } from '@/contract';
import { request } from './request';

/** Per call: whether the error toast is left to the screen (defaults to the declaration's `silent`). */
export interface CallOptions {
  silent?: boolean;
}

/**
 * Sends one declared call through the main client (cipher, error toasts, re-login, time-out) and answers
 * its whole envelope. The store's cache is left alone: its own mutations invalidate what they change.
 */
export function sendOnly<D extends AnyCall>(
  decl: D,
  payload: PayloadOf<D>,
  options: CallOptions = {},
): Promise<Envelope<AnswerOf<D>>> {
  const config: AxiosRequestConfig = {
    url: decl.url,
    method: decl.method,
    silent: options.silent ?? decl.silent,
  };
  if (decl.method === 'GET' || decl.payloadInQuery) config.params = payload ?? {};
  if (decl.method !== 'GET') config.data = decl.payloadInQuery ? undefined : (payload ?? {});
  return request.request(config) as unknown as Promise<Envelope<AnswerOf<D>>>;
}

/** The file a GET call answers with (a study item's video or document), through the main client. */
export async function fetchFile(url: string, payload: unknown): Promise<Blob> {
  const response = (await request.get(url, { params: payload ?? {}, responseType: 'blob' })) as { data: Blob };
  return response.data;
}

type WriteListener = (tags: readonly string[]) => void;
const writeListeners = new Set<WriteListener>();

/** The store hears of every write made outside it, to refetch what the write changed. */
export function onCallWritten(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

/** A declared call answering its whole envelope; a write refreshes what it changed in the store's cache. */
export async function sendCall<D extends AnyCall>(
  decl: D,
  payload: PayloadOf<D>,
  options?: CallOptions,
): Promise<Envelope<AnswerOf<D>>> {
  const envelope = await sendOnly(decl, payload, options);
  if (decl.invalidates?.length) for (const listener of writeListeners) listener(decl.invalidates);
  return envelope;
}

/** A declared call from a thunk or an event handler: answers its data; a write refreshes what it changed. */
export async function call<D extends AnyCall>(
  decl: D,
  payload: PayloadOf<D>,
  options?: CallOptions,
): Promise<AnswerOf<D>> {
  return (await sendCall(decl, payload, options)).data;
}

/**
 * A declared call named by its address, for the shell (sign-in, user info, menu, dictionary): its chunk takes
 * the declaration's type only, never the declaration (and zod with it). The address is checked against it.
 */
export function postDeclared<D extends AnyCall>(
  url: D['url'],
  payload?: PayloadOf<D>,
  options: CallOptions = {},
): Promise<Envelope<AnswerOf<D>>> {
  return request.post(url, payload ?? {}, { silent: options.silent }) as unknown as Promise<Envelope<AnswerOf<D>>>;
}
