import type { SkipToken, TypedUseLazyQuery, TypedUseMutation, TypedUseQuery } from '@reduxjs/toolkit/query/react';
import type { AnswerOf, AnyCall, PayloadOf } from '@/contract/calls/declare';
import { callApi, endpointOf, type CallBaseQuery } from './call-api';
import type { AppDispatch } from './index';

// Without selectFromResult: naming it would widen the answer's type to a plain record.
type Options<D extends AnyCall> = Omit<
  NonNullable<Parameters<TypedUseQuery<AnswerOf<D>, PayloadOf<D>, CallBaseQuery>>[1]>,
  'selectFromResult'
>;

/**
 * A read declared in src/contract/calls, fetched and kept by the store: `useCallQuery(taskIndicators,
 * { taskType })`. Pass `skipToken` until the payload is known. Refetched when a write invalidates its tags, and
 * when a screen opens again (as every screen asked before the cache) unless `refetchOnMountOrArgChange` says else.
 */
export function useCallQuery<D extends AnyCall>(decl: D, payload: PayloadOf<D> | SkipToken, options?: Options<D>) {
  const useQuery = (
    endpointOf(decl) as unknown as { useQuery: TypedUseQuery<AnswerOf<D>, PayloadOf<D>, CallBaseQuery> }
  ).useQuery;
  return useQuery(payload, { refetchOnMountOrArgChange: true, ...options });
}

/** A read fetched when the screen asks (a search button, a dialog opening): `[trigger, result]`. */
export function useLazyCallQuery<D extends AnyCall>(decl: D) {
  const endpoint = endpointOf(decl) as unknown as {
    useLazyQuery: TypedUseLazyQuery<AnswerOf<D>, PayloadOf<D>, CallBaseQuery>;
  };
  return endpoint.useLazyQuery();
}

/**
 * A write declared in src/contract/calls: `const [save, { isLoading }] = useCallMutation(calls.save)`;
 * `await save(values).unwrap()` answers the data or throws a `CallFailure`. What it invalidates is refetched.
 */
export function useCallMutation<D extends AnyCall>(decl: D) {
  const endpoint = endpointOf(decl) as unknown as {
    useMutation: TypedUseMutation<AnswerOf<D>, PayloadOf<D>, CallBaseQuery>;
  };
  return endpoint.useMutation();
}

/** A declared call from a thunk, through the store's cache: `await dispatch(callThunk(decl, payload))`. */
export function callThunk<D extends AnyCall>(decl: D, payload: PayloadOf<D>) {
  return async (dispatch: AppDispatch): Promise<AnswerOf<D>> => {
    const endpoint = endpointOf(decl) as unknown as {
      initiate(arg: PayloadOf<D>, options?: unknown): (d: AppDispatch) => { unwrap(): Promise<AnswerOf<D>> };
    };
    const started = dispatch(
      endpoint.initiate(payload, decl.write ? undefined : { subscribe: false }) as never,
    ) as unknown as { unwrap(): Promise<AnswerOf<D>> };
    return started.unwrap();
  };
}

/** Refetches every read that rests on these tags (entity or area names). */
export const invalidateCalls = (tags: string[]) => callApi.util.invalidateTags(tags);
