import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoleOption, UserInfo } from '@/api/auth';
import { getToken } from '@/api/token';

/** The signed-in user (vue-element-admin's store/modules/user). */
export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  introduction: string;
  roles: string[];
  level: string;
  orgId: string;
  account: string;
  accountId: string;
  partyMemberId: string;
  partyOrgName: string;
  /** Action privileges of the active role: which write and export buttons show. */
  privileges: string[];
  roleOptions: RoleOption[];
}

export const initialSession = (token = ''): SessionState => ({
  token,
  name: '',
  avatar: '',
  introduction: '',
  roles: [],
  level: '',
  orgId: '',
  account: '',
  accountId: '',
  partyMemberId: '',
  partyOrgName: '',
  privileges: [],
  roleOptions: [],
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: () => initialSession(getToken() ?? ''),
  reducers: {
    setToken(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    setUserInfo(state, { payload }: PayloadAction<UserInfo>) {
      state.roles = payload.roles;
      state.name = payload.username ?? '';
      state.avatar = payload.avatar ?? '';
      state.introduction = payload.introduction ?? '';
      state.level = payload.level === undefined || payload.level === null ? '' : String(payload.level);
      state.orgId = payload.orgId ?? '';
      state.account = payload.account ?? '';
      state.accountId = payload.accountId ?? '';
      state.partyMemberId = payload.partyMemberId ?? '';
      state.partyOrgName = payload.partyOrgName ?? '';
      state.privileges = Array.isArray(payload.privileges) ? payload.privileges : [];
      state.roleOptions = payload.roleOptions ?? [];
    },
    /** Logout or a failed load: token, roles and identity go, so the guard starts over. */
    resetSession() {
      return initialSession();
    },
    /** Forget the loaded info but keep the token: the guard reloads info, menu and dictionary. */
    clearRoles(state) {
      state.roles = [];
    },
  },
});

export const { setToken, setUserInfo, resetSession, clearRoles } = sessionSlice.actions;
export default sessionSlice.reducer;
