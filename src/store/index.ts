import { combineReducers, configureStore } from '@reduxjs/toolkit';
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

export const rootReducer = combineReducers({
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

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(persistenceMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
