import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a generic list remembers while the user visits a detail and comes back. */
export interface ListState {
  filters: Record<string, unknown>;
  pageCurrent: number;
  pageSize: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** Columns the user switched off in the column chooser. */
  hiddenColumns: string[];
}

export const DEFAULT_PAGE_SIZE = 20;

export const initialListState = (pageSize = DEFAULT_PAGE_SIZE): ListState => ({
  filters: {},
  pageCurrent: 1,
  pageSize,
  hiddenColumns: [],
});

/** Lists by key (the entity name, or a screen's own key when two screens list one entity). */
export type ResourceListsState = Record<string, ListState>;

const resourceListsSlice = createSlice({
  name: 'resourceLists',
  initialState: {} as ResourceListsState,
  reducers: {
    patchList(state, { payload }: PayloadAction<{ key: string; patch: Partial<ListState>; pageSize?: number }>) {
      state[payload.key] = { ...(state[payload.key] ?? initialListState(payload.pageSize)), ...payload.patch };
    },
  },
});

export const { patchList } = resourceListsSlice.actions;
export default resourceListsSlice.reducer;
