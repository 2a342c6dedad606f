import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import app from './app-slice';
import dictionary from './dictionary-slice';
import errorLog from './error-log-slice';
import partySearch from './party-search-slice';
import { persistenceMiddleware } from './persistence';
import permission from './permission-slice';
import resourceLists from './resource-lists-slice';
import session from './session-slice';
import settings from './settings-slice';
import show from './show-slice';
import tagsView from './tags-view-slice';

/**
 * The slices every screen needs. The fetching cache of src/store/call-api.ts injects itself (reducer and
 * middleware) when the first screen that fetches loads, so that the sign-in page does not carry it.
 */
export const rootReducer = combineSlices({
  session,
  permission,
  dictionary,
  tagsView,
  app,
  settings,
  partySearch,
  show,
  errorLog,
  resourceLists,
});

/** Middleware added once its module loads (the fetching cache's). */
export const callApiMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault().prepend(persistenceMiddleware.middleware).concat(callApiMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
