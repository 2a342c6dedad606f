import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the review screen shows its instruction box and its signature canvas. */
export interface ShowState {
  isShowPishi: boolean;
  isShowCanvas: boolean;
}

const initialState: ShowState = { isShowPishi: false, isShowCanvas: false };

const showSlice = createSlice({
  name: 'show',
  initialState,
  reducers: {
    setShowPishi(state, action: PayloadAction<boolean>) {
      state.isShowPishi = action.payload;
    },
    setShowCanvas(state, action: PayloadAction<boolean>) {
      state.isShowCanvas = action.payload;
    },
  },
});

export const { setShowPishi, setShowCanvas } = showSlice.actions;
export default showSlice.reducer;
