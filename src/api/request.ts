import type { AxiosRequestConfig } from 'axios';
import type { Envelope } from '@/contract';
import { createClient } from './client-factory';
import { runtimeConfig } from './runtime-config';
import { forgetUserList, removeToken } from './token';

/** Sends the browser to the portal page; the wanted path rides along as a hash. */
export function goToPortal(wantedPath?: string): void {
  const hash = wantedPath ? `#${wantedPath}` : '';
  window.location.assign(`${runtimeConfig().portalUrl}${hash}`);
}

/** The main client of every business call (vue-element-admin's utils/request). */
export const request = createClient({
  onUnauthorized: () => {
    removeToken();
    forgetUserList();
    // Back to where the user was once signed in again.
    goToPortal(`${window.location.pathname}${window.location.search}`);
  },
});

export function post<T = unknown>(url: string, payload?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return request.post(url, payload ?? {}, config) as unknown as Promise<Envelope<T>>;
}

export function get<T = unknown>(url: string, params?: unknown, config?: AxiosRequestConfig): Promise<Envelope<T>> {
  return request.get(url, { ...config, params }) as unknown as Promise<Envelope<T>>;
}
