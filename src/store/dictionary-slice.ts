import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { wordsIn, type Language } from '@/contract';
import type { DictionaryMap } from '@/api/dictionary';
import { initialLanguage, setLanguage } from './app-slice';

/**
 * Dictionaries by name as the server holds them with the seeded words of each item (`raw`, see
 * withSeededWords), and as the screens show them in the current language (`dicts`), plus a
 * value-to-label lookup per dictionary for tables and details.
 */
export interface DictionaryState {
  raw: DictionaryMap;
  language: Language;
  dicts: DictionaryMap;
  lookup: Record<string, Record<string, string>>;
  loaded: boolean;
}

const initialState = (): DictionaryState => ({
  raw: {},
  language: initialLanguage(),
  dicts: {},
  lookup: {},
  loaded: false,
});

export function buildLookup(dicts: DictionaryMap): DictionaryState['lookup'] {
  const lookup: DictionaryState['lookup'] = {};
  for (const [name, items] of Object.entries(dicts)) {
    lookup[name] = Object.fromEntries((items ?? []).map((item) => [String(item.value), item.label]));
  }
  return lookup;
}

/** The dictionaries in a language: an item with seeded words reads in that language, any other as written. */
export function dictionariesIn(raw: DictionaryMap, language: Language): DictionaryMap {
  if (language === 'zh') return raw;
  return Object.fromEntries(
    Object.entries(raw).map(([name, items]) => [
      name,
      (items ?? []).map((item) =>
        item.words ? { ...item, label: wordsIn([item.label, ...item.words], language) } : item,
      ),
    ]),
  );
}

function show(state: DictionaryState): void {
  state.dicts = dictionariesIn(state.raw, state.language);
  state.lookup = buildLookup(state.dicts);
}

const dictionarySlice = createSlice({
  name: 'dictionary',
  initialState,
  reducers: {
    setDictionaries(state, action: PayloadAction<DictionaryMap>) {
      state.raw = action.payload ?? {};
      show(state);
      state.loaded = true;
    },
    resetDictionaries(state) {
      return { ...initialState(), language: state.language };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(setLanguage, (state, action) => {
      state.language = action.payload;
      show(state);
    });
  },
});

/** The label of a value in a dictionary; the value itself when the dictionary does not know it. */
export function dictLabel(state: { dictionary: DictionaryState }, dict: string, value: unknown): string {
  const key = value === undefined || value === null ? '' : String(value);
  return state.dictionary.lookup[dict]?.[key] ?? key;
}

export const { setDictionaries, resetDictionaries } = dictionarySlice.actions;
export default dictionarySlice.reducer;
