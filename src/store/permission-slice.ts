import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '@/api/menu';
import type { AppRoute } from './app-route';

/** The server menu and the routes made of it (vue-element-admin's store/modules/permission). */
export interface PermissionState {
  menu: MenuItem[];
  routes: AppRoute[];
}

const initialState: PermissionState = { menu: [], routes: [] };

const permissionSlice = createSlice({
  name: 'permission',
  initialState,
  reducers: {
    // Made by generateRoutes of build-routes.ts, which carries the route catalogue.
    generateRoutes(state, action: PayloadAction<{ menu: MenuItem[]; routes: AppRoute[] }>) {
      state.menu = action.payload.menu;
      state.routes = action.payload.routes;
    },
    resetRoutes() {
      return initialState;
    },
  },
});

export const { generateRoutes: routesGenerated, resetRoutes } = permissionSlice.actions;
export default permissionSlice.reducer;
