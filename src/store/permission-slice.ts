import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '@/api/menu';
import type { AppRoute } from './app-route';
import { buildRoutes, filterRoutesForRoles } from './build-routes';

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
    generateRoutes: {
      reducer(state, action: PayloadAction<{ menu: MenuItem[]; routes: AppRoute[] }>) {
        state.menu = action.payload.menu;
        state.routes = action.payload.routes;
      },
      prepare(menu: MenuItem[], roles: string[]) {
        return { payload: { menu, routes: filterRoutesForRoles(buildRoutes(menu), roles) } };
      },
    },
    resetRoutes() {
      return initialState;
    },
  },
});

export const { generateRoutes, resetRoutes } = permissionSlice.actions;
export default permissionSlice.reducer;
