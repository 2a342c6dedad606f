import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A visited tab (vue-element-admin's store/modules/tagsView). */
export interface TagView {
  path: string;
  fullPath: string;
  title: string;
  affix?: boolean;
  noCache?: boolean;
}

export interface TagsViewState {
  visitedViews: TagView[];
  /** Paths whose screen keeps its state while hidden. */
  cachedViews: string[];
}

const initialState: TagsViewState = { visitedViews: [], cachedViews: [] };

function addVisited(state: TagsViewState, view: TagView) {
  const existing = state.visitedViews.find((v) => v.path === view.path);
  if (existing) {
    existing.fullPath = view.fullPath;
    return;
  }
  state.visitedViews.push({ ...view, title: view.title || 'no-name' });
}

function addCached(state: TagsViewState, view: TagView) {
  if (view.noCache || state.cachedViews.includes(view.path)) return;
  state.cachedViews.push(view.path);
}

const tagsViewSlice = createSlice({
  name: 'tagsView',
  initialState,
  reducers: {
    addView(state, { payload }: PayloadAction<TagView>) {
      addVisited(state, payload);
      addCached(state, payload);
    },
    addVisitedView(state, { payload }: PayloadAction<TagView>) {
      addVisited(state, payload);
    },
    addCachedView(state, { payload }: PayloadAction<TagView>) {
      addCached(state, payload);
    },
    delView(state, { payload }: PayloadAction<string>) {
      state.visitedViews = state.visitedViews.filter((v) => v.path !== payload);
      state.cachedViews = state.cachedViews.filter((p) => p !== payload);
    },
    delCachedView(state, { payload }: PayloadAction<string>) {
      state.cachedViews = state.cachedViews.filter((p) => p !== payload);
    },
    delOthersViews(state, { payload }: PayloadAction<string>) {
      state.visitedViews = state.visitedViews.filter((v) => v.affix || v.path === payload);
      state.cachedViews = state.cachedViews.filter((p) => p === payload);
    },
    delAllViews(state) {
      state.visitedViews = state.visitedViews.filter((v) => v.affix);
      state.cachedViews = [];
    },
    resetTags() {
      return initialState;
    },
  },
});

/** Where to go after closing the current tab: the last remaining tab, else a fresh dashboard, else '/'. */
export function pathAfterClosing(remaining: TagView[], closed: TagView): string {
  const latest = remaining[remaining.length - 1];
  if (latest) return latest.fullPath;
  if (closed.path === '/dashboard') return `/redirect${closed.fullPath}`;
  return '/';
}

export const {
  addView,
  addVisitedView,
  addCachedView,
  delView,
  delCachedView,
  delOthersViews,
  delAllViews,
  resetTags,
} = tagsViewSlice.actions;
export default tagsViewSlice.reducer;
