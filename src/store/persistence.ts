import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import {
  LANGUAGE_COOKIE,
  SIDEBAR_COOKIE,
  SIZE_COOKIE,
  closeSideBar,
  setLanguage,
  setSize,
  toggleSideBar,
  type AppState,
} from './app-slice';
import { changeSetting, SETTINGS_STORAGE_KEY, type SettingsState } from './settings-slice';

/** Writes what must survive a reload (sidebar, language, size cookies; settings) after the reducers ran. */
export const persistenceMiddleware = createListenerMiddleware();

type Persisted = { app: AppState; settings: SettingsState };

persistenceMiddleware.startListening({
  matcher: isAnyOf(toggleSideBar, closeSideBar),
  effect: (_action, api) => {
    Cookies.set(SIDEBAR_COOKIE, (api.getState() as Persisted).app.sidebar.opened ? '1' : '0');
  },
});

persistenceMiddleware.startListening({
  actionCreator: setLanguage,
  effect: (action) => {
    Cookies.set(LANGUAGE_COOKIE, action.payload);
  },
});

persistenceMiddleware.startListening({
  actionCreator: setSize,
  effect: (action) => {
    Cookies.set(SIZE_COOKIE, action.payload);
  },
});

persistenceMiddleware.startListening({
  actionCreator: changeSetting,
  effect: (_action, api) => {
    const { showSettings, ...kept } = (api.getState() as Persisted).settings;
    void showSettings;
    try {
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      /* settings just will not persist */
    }
  },
});
