import { combineReducers, configureStore } from '@reduxjs/toolkit';
import app from './app-slice';
import dictionary from './dictionary-slice';
import errorLog from './error-log-slice';
import { createLateParts } from './late-parts';
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
const staticReducers = {
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
};

export type RootState = ReturnType<ReturnType<typeof combineReducers<typeof staticReducers>>>;

const lateParts = createLateParts<RootState>(staticReducers);
/** Adds a reducer under its key to every store, made before or after (the fetching cache's). */
export const addLateReducer = lateParts.addReducer;
/** Adds middleware to every store, made before or after (the fetching cache's). */
export const addLateMiddleware = lateParts.addMiddleware;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: lateParts.reducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(persistenceMiddleware).concat(lateParts.middleware),
  });
  lateParts.track(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
