import { ApiError } from '@/api/client-factory';
import type { CallFailure } from './call-api';

/** The failure as the cache keeps it: the interceptors already showed the toast when they did. */
export function failureOf(error: unknown): CallFailure {
  const err = error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error));
  return { message: err.message, code: err.code, envelope: err.envelope, toasted: err.toasted };
}
