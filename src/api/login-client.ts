import type { Envelope } from '@/contract';
import { createClient } from './client-factory';

/** Login and captcha go through a second client: a failed sign-in must not bounce to the portal. */
export const loginClient = createClient();

export function loginPost<T = unknown>(url: string, payload?: unknown): Promise<Envelope<T>> {
  return loginClient.post(url, payload ?? {}) as unknown as Promise<Envelope<T>>;
}
