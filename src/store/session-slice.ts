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

/**
 * What the session takes from getUserInfo: our server's answer, or the existing backend's, which may send
 * identifiers as text and leave fields out; the session keeps them as text (SPEC section 3).
 */
export type UserInfoAnswer = { roles: string[] } & {
  [K in Exclude<keyof UserInfo, 'roles'>]?: UserInfo[K] | string | null;
};

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

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
    setUserInfo(state, { payload }: PayloadAction<UserInfoAnswer>) {
      state.roles = payload.roles;
      state.name = text(payload.username);
      state.avatar = text(payload.avatar);
      state.introduction = text(payload.introduction);
      state.level = text(payload.level);
      state.orgId = text(payload.orgId);
      state.account = text(payload.account);
      state.accountId = text(payload.accountId);
      state.partyMemberId = text(payload.partyMemberId);
      state.partyOrgName = text(payload.partyOrgName);
      state.privileges = Array.isArray(payload.privileges) ? payload.privileges : [];
      state.roleOptions = Array.isArray(payload.roleOptions) ? payload.roleOptions : [];
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
