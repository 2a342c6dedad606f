import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { InterfaceError } from '@/api/interface-errors';

/** Errors the user can open from the navbar (production only, as in the original error log). */
export interface ErrorLogState {
  logs: InterfaceError[];
}

const MAX_LOGS = 100;

const errorLogSlice = createSlice({
  name: 'errorLog',
  initialState: { logs: [] } as ErrorLogState,
  reducers: {
    addErrorLog(state, action: PayloadAction<InterfaceError>) {
      state.logs.push(action.payload);
      if (state.logs.length > MAX_LOGS) state.logs.shift();
    },
    clearErrorLog(state) {
      state.logs = [];
    },
  },
});

export const { addErrorLog, clearErrorLog } = errorLogSlice.actions;
export default errorLogSlice.reducer;
