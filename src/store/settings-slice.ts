import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_THEME } from '@/contract';

/** The settings panel's choices (vue-element-admin's store/modules/settings); kept in localStorage. */
export interface SettingsState {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const SETTINGS_STORAGE_KEY = 'settings';
export const defaultSettings: SettingsState = {
  theme: DEFAULT_THEME,
  showSettings: false,
  tagsView: false,
  fixedHeader: false,
  sidebarLogo: true,
};

export function loadSettings(): SettingsState {
  try {
    const saved = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}') as Partial<SettingsState>;
    // The panel itself always starts closed.
    return { ...defaultSettings, ...saved, showSettings: false };
  } catch {
    return defaultSettings;
  }
}

type Change = { [K in keyof SettingsState]: { key: K; value: SettingsState[K] } }[keyof SettingsState];

const settingsSlice = createSlice({
  name: 'settings',
  initialState: loadSettings,
  reducers: {
    changeSetting(state, { payload }: PayloadAction<Change>) {
      (state as Record<string, unknown>)[payload.key] = payload.value;
    },
  },
});

export const { changeSetting } = settingsSlice.actions;
export default settingsSlice.reducer;
