import { CLIENT_TYPE_WEB } from '@/contract';
import { loginPost } from './login-client';
import { post } from './request';
import { encryptPassword } from './rsa';

export interface RoleOption {
  value: string;
  name: string;
}

export interface UserInfo {
  roles: string[];
  username: string;
  avatar: string;
  introduction: string;
  level: number | string;
  orgId: string;
  account: string;
  accountId: string;
  partyMemberId: string;
  partyOrgName: string;
  /** Action privileges of the active role (src/contract/privileges.ts); buttons follow them. */
  privileges?: string[];
  roleOptions?: RoleOption[];
}

export interface LoginForm {
  account: string;
  password: string;
  verCode: string;
}

export const getVerCode = () => loginPost<{ image: string }>('/api/auth/getVerCode');

export async function loginByAccount(form: LoginForm) {
  const passwd = await encryptPassword(form.password);
  return loginPost<{ token: string }>('/api/auth/loginByAccount', {
    account: form.account.trim(),
    passwd,
    clientType: CLIENT_TYPE_WEB,
    verCode: form.verCode.trim(),
  });
}

export const getUserInfo = () => post<UserInfo | null>('/api/auth/getUserInfo', {}, { silent: true });
export const switchRole = (role: string) => post<{ token: string }>('/api/auth/switchRole', { role });
export const refreshToken = () => post<{ token: string }>('/api/auth/refreshToken');
export const logout = () => post<null>('/logout', {}, { silent: true });

export async function changePassword(oldPwd: string, newPwd: string) {
  const [oldCipher, newCipher] = await Promise.all([encryptPassword(oldPwd), encryptPassword(newPwd)]);
  return post<null>('/api/auth/upPwd', { oldPwd: oldCipher, newPwd: newCipher });
}
