import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Middleware } from '@reduxjs/toolkit';
import type { AnyCall } from '@/contract/calls/declare';
import type { Envelope } from '@/contract';
import { onCallWritten, sendOnly } from '@/api/call';
import { failureOf } from './failure';
import { addLateMiddleware, addLateReducer } from './index';

/** A failed call as the cache keeps it (plain data): the text shown, the code and the envelope. */
export interface CallFailure {
  message: string;
  code?: number;
  envelope?: Envelope;
  /** The error toast was already shown. */
  toasted: boolean;
}

export interface CallArgs {
  decl: AnyCall;
  payload: unknown;
}

/** Every endpoint runs on the main axios client, so its interceptors stay the one place of errors. */
const callBaseQuery: BaseQueryFn<CallArgs, unknown, CallFailure> = async ({ decl, payload }) => {
  try {
    const envelope = await sendOnly(decl, payload as never);
    return { data: envelope.data };
  } catch (e) {
    return { error: failureOf(e) };
  }
};
export type CallBaseQuery = typeof callBaseQuery;

/** The one RTK Query api of the app; endpoints are added from the declarations as screens use them. */
export const callApi = createApi({
  reducerPath: 'callApi',
  baseQuery: callBaseQuery,
  tagTypes: [] as string[],
  endpoints: () => ({}),
});

// The api joins the store when the first screen that fetches loads: the sign-in page never carries it.
addLateReducer(callApi.reducerPath, callApi.reducer);
const writesHeard: Middleware = (store) => {
  onCallWritten((tags) => store.dispatch(callApi.util.invalidateTags([...tags])));
  return (next) => (action) => next(action);
};
addLateMiddleware(callApi.middleware, writesHeard);

/** An endpoint as the hooks of use-call.ts read it (typed there by the declaration). */
type Built = object;
const endpoints = new Map<string, Built>();

function build(decl: AnyCall): Built {
  const name = `${decl.method} ${decl.url}`;
  const provides = [...(decl.provides ?? [])];
  const invalidates = [...(decl.invalidates ?? [])];
  const api = callApi.injectEndpoints({
    endpoints: (b) => ({
      [name]: decl.write
        ? b.mutation<unknown, unknown>({
            query: (payload) => ({ decl, payload }),
            invalidatesTags: () => invalidates,
          })
        : b.query<unknown, unknown>({
            query: (payload) => ({ decl, payload }),
            providesTags: () => provides,
          }),
    }),
  });
  return (api.endpoints as Record<string, Built>)[name];
}

/** The endpoint of a declaration, made on first use. */
export function endpointOf(decl: AnyCall): Built {
  const name = `${decl.method} ${decl.url}`;
  let endpoint = endpoints.get(name);
  if (!endpoint) {
    endpoint = build(decl);
    endpoints.set(name, endpoint);
  }
  return endpoint;
}
