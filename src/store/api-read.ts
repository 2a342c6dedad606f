import { skipToken, type SkipToken, type TypedUseQuery } from '@reduxjs/toolkit/query/react';
import { ApiError } from '@/api/client-factory';
import { callApi, type CallBaseQuery, type CallFailure } from './call-api';

/**
 * A read of `src/api` that has no declaration in `src/contract/calls` yet, kept by the same store cache as
 * the declared ones: `apiRead('dashboard/summary', dashboardApi.summary, ['dashboard'])`. Its answer is
 * refetched when a write invalidates one of the tags it provides. Once the call is declared, the screen moves
 * to `useCallQuery` and the read goes.
 */
export interface ApiRead<A extends unknown[], R> {
  readonly name: string;
  readonly run: (...args: A) => Promise<R>;
  readonly provides: readonly string[];
}

export function apiRead<A extends unknown[], R>(
  name: string,
  run: (...args: A) => Promise<R>,
  provides: readonly string[] = [],
): ApiRead<A, R> {
  return { name, run, provides };
}

/** The failure as the cache keeps it: the interceptors already showed the toast when they did. */
export function failureOf(error: unknown): CallFailure {
  const err = error instanceof ApiError ? error : new ApiError(error instanceof Error ? error.message : String(error));
  return { message: err.message, code: err.code, envelope: err.envelope, toasted: err.toasted };
}

type Endpoint = { useQuery: unknown };
const endpoints = new Map<string, Endpoint>();

function endpointOf(read: ApiRead<never, unknown>): Endpoint {
  const name = `read ${read.name}`;
  let endpoint = endpoints.get(name);
  if (!endpoint) {
    const provides = [...read.provides];
    const api = callApi.injectEndpoints({
      endpoints: (b) => ({
        [name]: b.query<unknown, unknown[]>({
          queryFn: async (args) => {
            try {
              return { data: await (read.run as (...a: unknown[]) => Promise<unknown>)(...args) };
            } catch (e) {
              return { error: failureOf(e) };
            }
          },
          providesTags: () => provides,
        }),
      }),
    });
    endpoint = (api.endpoints as Record<string, Endpoint>)[name];
    endpoints.set(name, endpoint);
  }
  return endpoint;
}

// Without selectFromResult: naming it would widen the answer's type to a plain record.
type Options<A extends unknown[], R> = Omit<
  NonNullable<Parameters<TypedUseQuery<R, A, CallBaseQuery>>[1]>,
  'selectFromResult'
>;

/**
 * Runs the read when the screen opens and whenever its arguments change (`skipToken` waits for them), like
 * every screen did before the cache: a screen opened again asks the server again.
 */
export function useApiRead<A extends unknown[], R>(read: ApiRead<A, R>, args: A | SkipToken, options?: Options<A, R>) {
  const useQuery = (
    endpointOf(read as unknown as ApiRead<never, unknown>) as { useQuery: TypedUseQuery<R, A, CallBaseQuery> }
  ).useQuery;
  return useQuery(args === skipToken ? skipToken : args, { refetchOnMountOrArgChange: true, ...options });
}
