import type { Envelope } from '@/contract';
import type { AnswerOf, AnyCall, PayloadOf } from '@/contract/calls/declare';
import { createClient } from './client-factory';

/** Login and captcha go through a second client: a failed sign-in must not bounce to the portal. */
export const loginClient = createClient();

/** A declared call of the sign-in page, named by its address (the page does not load the declarations). */
export function loginPost<D extends AnyCall>(url: D['url'], payload?: PayloadOf<D>): Promise<Envelope<AnswerOf<D>>> {
  return loginClient.post(url, payload ?? {}) as unknown as Promise<Envelope<AnswerOf<D>>>;
}
