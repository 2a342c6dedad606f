import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE, DEFAULT_SIZE, LANGUAGES, type Language } from '@/contract';

export type Device = 'desktop' | 'mobile';
export type BackBtnStatus = 'backBtnShow' | 'backBtnHidden';
export type Size = 'large' | 'medium' | 'small';

export const SIDEBAR_COOKIE = 'sidebarStatus';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';

/** vue-element-admin's store/modules/app. */
export interface AppState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  language: Language;
  size: Size;
  backBtnStatus: BackBtnStatus;
}

/** The cookie, else the browser's language among en, zh, es, else en. */
export function pickLanguage(cookie: string | undefined, browserLanguage: string | undefined): Language {
  const known = (v: string | undefined) => LANGUAGES.find((l) => v !== undefined && v.toLowerCase().startsWith(l));
  return known(cookie) ?? known(browserLanguage) ?? DEFAULT_LANGUAGE;
}

/** The language a session starts in: the cookie's, else the browser's. */
export const initialLanguage = (): Language =>
  pickLanguage(Cookies.get(LANGUAGE_COOKIE), typeof navigator === 'undefined' ? undefined : navigator.language);

export function initialAppState(): AppState {
  const sidebarCookie = Cookies.get(SIDEBAR_COOKIE);
  const size = Cookies.get(SIZE_COOKIE) as Size | undefined;
  return {
    sidebar: { opened: sidebarCookie === undefined ? true : sidebarCookie === '1', withoutAnimation: false },
    device: 'desktop',
    language: initialLanguage(),
    size: size && ['large', 'medium', 'small'].includes(size) ? size : DEFAULT_SIZE,
    backBtnStatus: 'backBtnShow',
  };
}

const appSlice = createSlice({
  name: 'app',
  initialState: initialAppState,
  reducers: {
    toggleSideBar(state) {
      state.sidebar.opened = !state.sidebar.opened;
      state.sidebar.withoutAnimation = false;
      state.backBtnStatus = state.sidebar.opened ? 'backBtnShow' : 'backBtnHidden';
    },
    closeSideBar(state, action: PayloadAction<{ withoutAnimation: boolean }>) {
      state.sidebar.opened = false;
      state.sidebar.withoutAnimation = action.payload.withoutAnimation;
      state.backBtnStatus = 'backBtnHidden';
    },
    toggleDevice(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    setLanguage(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    setSize(state, action: PayloadAction<Size>) {
      state.size = action.payload;
    },
  },
});

export const { toggleSideBar, closeSideBar, toggleDevice, setLanguage, setSize } = appSlice.actions;
export default appSlice.reducer;
