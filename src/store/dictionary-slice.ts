import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DictionaryMap } from '@/api/dictionary';

/** Dictionaries by name, plus a value-to-label lookup per dictionary for tables and details. */
export interface DictionaryState {
  dicts: DictionaryMap;
  lookup: Record<string, Record<string, string>>;
  loaded: boolean;
}

const initialState: DictionaryState = { dicts: {}, lookup: {}, loaded: false };

export function buildLookup(dicts: DictionaryMap): DictionaryState['lookup'] {
  const lookup: DictionaryState['lookup'] = {};
  for (const [name, items] of Object.entries(dicts)) {
    lookup[name] = Object.fromEntries((items ?? []).map((item) => [String(item.value), item.label]));
  }
  return lookup;
}

const dictionarySlice = createSlice({
  name: 'dictionary',
  initialState,
  reducers: {
    setDictionaries(state, action: PayloadAction<DictionaryMap>) {
      state.dicts = action.payload ?? {};
      state.lookup = buildLookup(state.dicts);
      state.loaded = true;
    },
    resetDictionaries() {
      return initialState;
    },
  },
});

/** The label of a value in a dictionary; the value itself when the dictionary does not know it. */
export function dictLabel(state: { dictionary: DictionaryState }, dict: string, value: unknown): string {
  const key = value === undefined || value === null ? '' : String(value);
  return state.dictionary.lookup[dict]?.[key] ?? key;
}

export const { setDictionaries, resetDictionaries } = dictionarySlice.actions;
export default dictionarySlice.reducer;
