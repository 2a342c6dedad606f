import Cookies from 'js-cookie';
import { TOKEN_COOKIE } from '@/contract';

/** The session token lives in the Admin-Token cookie, as the portal and the single sign-on expect. */
export const getToken = (): string | undefined => Cookies.get(TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => {
  Cookies.set(TOKEN_COOKIE, token);
};
export const removeToken = (): void => Cookies.remove(TOKEN_COOKIE);

const USER_LIST_KEY = 'userList';

/** The user info answer is kept in browser storage as the user list (SPEC section 3). */
export function rememberUserList(data: unknown): void {
  try {
    localStorage.setItem(USER_LIST_KEY, JSON.stringify(data));
  } catch {
    /* storage full or disabled: the list is a convenience only */
  }
}
export function forgetUserList(): void {
  try {
    localStorage.removeItem(USER_LIST_KEY);
  } catch {
    /* ignore */
  }
}
