import type * as CallModule from '@/api/call';
import type { AnyCall } from '@/contract/calls/declare';

type Mocked = Partial<Record<'list' | 'get' | 'save' | 'remove' | 'transition' | 'issue', (...args: any[]) => unknown>>;

/** How each generic call of an entity reaches the mocked verbs of resourceApi. */
const VERBS: Record<string, (api: Mocked, entity: string, p: any) => unknown> = {
  list: (api, entity, p) => api.list?.(entity, p),
  get: (api, entity, p) => api.get?.(entity, p.id),
  save: (api, entity, p) => api.save?.(entity, p),
  delete: (api, entity, p) => api.remove?.(entity, p.id, p.version),
  transition: (api, entity, p) => api.transition?.(entity, p),
  issue: (api, entity, p) => api.issue?.(entity, p.id, p.version),
};
const GENERIC = /^\/api\/(\w+)\/(list|get|save|delete|transition|issue)$/;
const VERB_OF_CALL: Record<string, keyof Mocked> = { delete: 'remove' };

/**
 * The call module with the generic entity calls answered by a test's mocked resourceApi verbs, so that the
 * screens' cached queries and mutations reach the same mocks as the imperative calls do.
 */
export function callsThrough(original: typeof CallModule, api: Mocked, answers: Answers = {}): typeof CallModule {
  // The store's base query sends through sendOnly, the imperative calls through sendCall: both reach the mocks.
  const answered =
    (send: typeof CallModule.sendOnly) => async (decl: AnyCall, payload: unknown, options?: CallModule.CallOptions) => {
      if (answers[decl.url])
        return { error_code: 200, error_msg: '', data: (await answers[decl.url](payload)) ?? null };
      const match = GENERIC.exec(decl.url);
      const verb = match && (VERB_OF_CALL[match[2]] ?? (match[2] as keyof Mocked));
      if (!match || !verb || !api[verb]) return send(decl, payload as never, options);
      const data = await VERBS[match[2]](api, match[1], payload);
      return { error_code: 200, error_msg: '', data: data ?? null };
    };
  const sendOnly = answered(original.sendOnly) as typeof CallModule.sendOnly;
  const sendCall = answered(original.sendCall) as typeof CallModule.sendCall;
  const call = (async (decl: AnyCall, payload: unknown, options?: CallModule.CallOptions) =>
    GENERIC.test(decl.url) || answers[decl.url]
      ? (await sendCall(decl, payload as never, options)).data
      : original.call(decl, payload as never, options)) as typeof CallModule.call;
  return { ...original, sendOnly, sendCall, call };
}

/** Answers of declared calls by address, for a test's server stand-in: `{ '/api/orgauth/queryForList': () => UNITS }`. */
export type Answers = Record<string, (payload: any) => unknown>;

/**
 * The call module answering the named addresses itself, with what the store's writes invalidate still heard:
 * the screens' cached reads and the imperative calls of those addresses reach the stand-in; others go on.
 */
export function answering(original: typeof CallModule, answers: Answers): typeof CallModule {
  return callsThrough(original, {}, answers);
}
