import { combineReducers, type Middleware, type Reducer, type ReducersMapObject } from '@reduxjs/toolkit';

/** A store as the late parts reach it: told of a new reducer so that its state gets the new part at once. */
interface Reachable<S> {
  replaceReducer(next: Reducer<S>): void;
}

/**
 * Reducers and middleware that join the store when their module loads (the fetching cache of call-api.ts), so
 * that the sign-in page carries neither. A reducer joins every store, made before or after; each store runs its
 * own instance of every middleware (the cache keeps its subscriptions per store). Plain Redux instead of
 * combineSlices and createDynamicMiddleware, which weigh more on the first page than this needs.
 */
export function createLateParts<S>(staticReducers: ReducersMapObject<S>) {
  let reducers: ReducersMapObject = { ...staticReducers };
  let combined: Reducer = combineReducers(reducers);
  const reducer = ((state, action) => combined(state, action)) as Reducer<S>;
  const middlewares: Middleware[] = [];
  const stores = new Set<WeakRef<Reachable<S>>>();

  /** Runs the late middleware in the order added, each made for this store on the first action it sees. */
  const middleware: Middleware = (api) => (next) => {
    const instances: ReturnType<Middleware>[] = [];
    let chain = next;
    return (action) => {
      if (instances.length < middlewares.length) {
        while (instances.length < middlewares.length) instances.push(middlewares[instances.length](api));
        chain = instances.reduceRight((inner, instance) => instance(inner), next);
      }
      return chain(action);
    };
  };

  return {
    reducer,
    middleware,
    /** Keeps a store within reach of reducers added later (weakly: a store nobody holds may go). */
    track(store: Reachable<S>): void {
      stores.add(new WeakRef(store));
    },
    addReducer(key: string, slice: Reducer): void {
      if (reducers[key] === slice) return;
      reducers = { ...reducers, [key]: slice };
      combined = combineReducers(reducers);
      // Each store made before gets the new part of its state now, before a screen selects it.
      for (const ref of stores) {
        const store = ref.deref();
        if (store) store.replaceReducer(reducer);
        else stores.delete(ref);
      }
    },
    addMiddleware(...added: Middleware[]): void {
      for (const one of added) if (!middlewares.includes(one)) middlewares.push(one);
    },
  };
}
