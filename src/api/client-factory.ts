import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ErrorCode, REQUEST_TIMEOUT_MS, isSuccessCode, type Envelope } from '@/contract';
import { decodeEnvelope, encodePayload } from './envelope-codec';
import { reportInterfaceError } from './interface-errors';
import { toastError } from './notify';
import { getToken, rememberUserList } from './token';
import { requestLanguage } from './request-language';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message; the layer still rejects. */
    silent?: boolean;
  }
}

/** A rejected call: the text the user saw and, when the server answered, its envelope. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: number,
    readonly envelope?: Envelope,
    readonly toasted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  /** What happens on 401: the main client clears the session and goes to the portal. */
  onUnauthorized?: () => void;
}

function encryptRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('Authorization', token);
  if (requestLanguage()) config.headers.set('Accept-Language', requestLanguage());
  if (config.params !== undefined) config.params = { data: encodePayload(config.params) };
  if (config.data instanceof FormData) {
    config.headers.delete('Content-Type');
  } else if ((config.method ?? 'get').toLowerCase() !== 'get') {
    config.data = encodePayload(config.data);
  }
  return config;
}

export function createClient(options: ClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: '/',
    withCredentials: true,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=UTF-8' },
    responseType: 'text',
    // The body is already ciphertext: axios must neither JSON-encode it again nor parse the answer.
    transformRequest: [(data: unknown) => data],
    transformResponse: [(data: unknown) => data],
  });

  const fail = (
    message: string,
    config: InternalAxiosRequestConfig | undefined,
    code?: number,
    envelope?: Envelope,
  ) => {
    if (!config?.silent) toastError(message);
    reportInterfaceError(message, config?.url);
    if (code === ErrorCode.Unauthorized) options.onUnauthorized?.();
    return Promise.reject(new ApiError(message, code, envelope, !config?.silent));
  };

  client.interceptors.request.use(encryptRequest);
  client.interceptors.response.use(
    (response: AxiosResponse) => {
      if (response.config.responseType === 'blob') return response;
      let envelope: Envelope;
      try {
        envelope = decodeEnvelope(response.data);
      } catch (e) {
        return fail((e as Error).message, response.config);
      }
      if (!isSuccessCode(envelope.error_code)) {
        return fail(
          envelope.error_msg || `Error ${envelope.error_code}`,
          response.config,
          envelope.error_code,
          envelope,
        );
      }
      const data = envelope.data as { account?: unknown } | null;
      if (data && typeof data === 'object' && 'account' in data) rememberUserList(data);
      return envelope as unknown as AxiosResponse;
    },
    async (error: AxiosError) => {
      const status = error.response?.status;
      let body = error.response?.data;
      if (body instanceof Blob) body = await body.text();
      try {
        const envelope = decodeEnvelope(body);
        return fail(envelope.error_msg || error.message, error.config, envelope.error_code, envelope);
      } catch {
        return fail(error.message, error.config, status);
      }
    },
  );
  return client;
}
