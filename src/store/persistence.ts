import type { Middleware } from '@reduxjs/toolkit';
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

type Persisted = { app: AppState; settings: SettingsState };

/**
 * Writes what must survive a reload (sidebar, language, size cookies; settings) after the reducers ran. A plain
 * middleware rather than a listener middleware: the sign-in page carries it, and four writes need no more.
 */
export const persistenceMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (toggleSideBar.match(action) || closeSideBar.match(action)) {
    Cookies.set(SIDEBAR_COOKIE, (api.getState() as Persisted).app.sidebar.opened ? '1' : '0');
  } else if (setLanguage.match(action)) {
    Cookies.set(LANGUAGE_COOKIE, action.payload);
  } else if (setSize.match(action)) {
    Cookies.set(SIZE_COOKIE, action.payload);
  } else if (changeSetting.match(action)) {
    const { showSettings, ...kept } = (api.getState() as Persisted).settings;
    void showSettings;
    try {
      localStorage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(kept));
    } catch {
      /* settings just will not persist */
    }
  }
  return result;
};
