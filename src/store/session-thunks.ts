import { MESSAGES } from '@/contract';
import * as authApi from '@/api/auth';
import { ApiError } from '@/api/client-factory';
import { getDictionaries } from '@/api/dictionary';
import { getMenu } from '@/api/menu';
import { forgetUserList, removeToken, setToken as saveToken } from '@/api/token';
import { resetDictionaries, setDictionaries } from './dictionary-slice';
import type { AppDispatch } from './index';
import { resetRoutes } from './permission-slice';
import { clearRoles, resetSession, setToken, setUserInfo } from './session-slice';
import { resetTags } from './tags-view-slice';

/**
 * Signs in through the login client and keeps the token in the Admin-Token cookie. An account that still
 * owes a second factor or a new password gets no token yet: the answer says which step comes next.
 */
export const login = (form: authApi.LoginForm) => async (dispatch: AppDispatch) => {
  const { data } = await authApi.loginByAccount(form);
  return dispatch(signInStepDone(data));
};

/** Keeps the token a sign-in step answered with; answers the step itself when there is none yet. */
export const signInStepDone = (answer: authApi.SignInAnswer) => (dispatch: AppDispatch) => {
  if (!answer.token) return answer;
  saveToken(answer.token);
  dispatch(setToken(answer.token));
  return answer;
};

/** Checks what getUserInfo answered, in the words of SPEC sections 6 and 8. */
export function checkUserInfo(info: authApi.UserInfo | null | undefined): authApi.UserInfo {
  if (!info) throw new Error(MESSAGES.emptyUserInfo);
  if (!Array.isArray(info.roles) || info.roles.length === 0) throw new Error(MESSAGES.rolesNotArray);
  return info;
}

/** Waits before asking again after a transient failure: the second and the third try. */
export const SESSION_RETRY_DELAYS_MS = [300, 1200];

/**
 * A failure that says nothing about the token: no answer at all (network, timeout, a cut answer) or
 * a server that could not answer, with or without an envelope (this server wraps its own 500 in one,
 * a restart's 503 and a proxy's 502 come bare). The server's verdicts (401 and the other 4xx codes
 * of the envelope) and user info without roles are real failures and end the session at once.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.code === undefined || error.code >= 500;
}

/** One of the session's reads, asked again after a transient failure; they only read, so asking twice is harmless. */
async function sessionRead<T>(read: () => Promise<T>): Promise<T> {
  for (const delay of SESSION_RETRY_DELAYS_MS) {
    try {
      return await read();
    } catch (error) {
      if (!isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return read();
}

/** What the guard loads for a token without roles: user info, then the menu and the dictionary. */
export const loadSession = () => async (dispatch: AppDispatch) => {
  // The seeded words of three languages and the route catalogue load after sign-in, not with the sign-in page;
  // asked for at once, they come while the reads below wait for the server.
  const later = Promise.all([import('@/contract/dictionary-words'), import('./build-routes')]);
  later.catch(() => {
    /* the failure is met where they are awaited */
  });
  const info = checkUserInfo((await sessionRead(authApi.getUserInfo)).data);
  // The token is good: the menu and the dictionary together, one wait fewer on a phone's line.
  const [menuAnswer, dictsAnswer] = await Promise.all([sessionRead(getMenu), sessionRead(getDictionaries)]);
  const menu = menuAnswer.data ?? [];
  const dicts = dictsAnswer.data ?? {};
  const [{ withSeededWords }, { generateRoutes }] = await later;
  // Roles go in last: they tell the guard that routes and dictionaries are ready too.
  dispatch(generateRoutes(menu, info.roles));
  dispatch(setDictionaries(withSeededWords(dicts)));
  dispatch(setUserInfo(info));
};

/** Forgets the session locally: token cookie, identity, routes, tabs. */
export const resetToken = () => (dispatch: AppDispatch) => {
  removeToken();
  forgetUserList();
  dispatch(resetSession());
  dispatch(resetRoutes());
  dispatch(resetTags());
  dispatch(resetDictionaries());
};

/** Revokes the token on the server (best effort) and forgets the session. */
export const logout = () => async (dispatch: AppDispatch) => {
  try {
    await authApi.logout();
  } catch {
    /* an expired token cannot be revoked twice: forget it anyway */
  }
  dispatch(resetToken());
};

/** Asks the server for a token bound to another role, then lets the guard reload info and routes. */
export const switchRole = (role: string) => async (dispatch: AppDispatch) => {
  const { data } = await authApi.switchRole(role);
  saveToken(data.token);
  dispatch(setToken(data.token));
  dispatch(resetTags());
  dispatch(resetRoutes());
  dispatch(clearRoles());
};
