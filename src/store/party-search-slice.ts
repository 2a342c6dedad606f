import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Filters of the task-handling lists that survive a trip to a detail screen and back. */
export interface PartySearchState {
  pageCurrent: number;
  finishStateX: string;
  checkFilter: Record<string, unknown>;
  checkInfoFilter: Record<string, unknown>;
  agencyFilter: Record<string, unknown>;
  isBack: boolean;
  homePartyLevel: string;
  changeFilter: Record<string, unknown>;
  isFromDetail: boolean;
}

export const initialPartySearch: PartySearchState = {
  pageCurrent: 1,
  finishStateX: '',
  checkFilter: {},
  checkInfoFilter: {},
  agencyFilter: {},
  isBack: false,
  homePartyLevel: '',
  changeFilter: {},
  isFromDetail: false,
};

const partySearchSlice = createSlice({
  name: 'partySearch',
  initialState: initialPartySearch,
  reducers: {
    setPartySearch(state, action: PayloadAction<Partial<PartySearchState>>) {
      Object.assign(state, action.payload);
    },
    resetPartySearch() {
      return initialPartySearch;
    },
  },
});

export const { setPartySearch, resetPartySearch } = partySearchSlice.actions;
export default partySearchSlice.reducer;
